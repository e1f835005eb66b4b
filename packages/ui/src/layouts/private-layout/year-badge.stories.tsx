import { meAs, mockUrl, serverError } from '@lousa/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { withApi } from '../../testing/story-api';
import { YearBadge } from './year-badge';

const NOW = new Date(2031, 4, 15);

const meta = {
  title: 'Layout/Year Badge',
  component: YearBadge,
  args: { now: NOW },
  decorators: [withApi()],
} satisfies Meta<typeof YearBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The academic year whose dates contain today. */
export const CurrentAcademicYear: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(mockUrl('/academic-calendars/years'), () =>
        HttpResponse.json([
          {
            id: 'a',
            year: '2030',
            startDate: '2030-02-03T00:00:00.000Z',
            endDate: '2030-12-19T00:00:00.000Z',
          },
          {
            id: 'b',
            year: '2031-A',
            startDate: '2031-02-03T00:00:00.000Z',
            endDate: '2031-12-19T00:00:00.000Z',
          },
        ]),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const badge = await within(canvasElement).findByText('2031-A');
    await expect(badge).toHaveTextContent('Ano letivo 2031-A');
  },
};

/** No academic year contains today (or the list cannot be read): the calendar year. */
export const CalendarYearFallback: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', '/academic-calendars/years'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('year-badge')).toHaveTextContent('2031');
  },
};

/** What the badge of 'WithoutRegistryAccess' asked the server, reset before it renders. */
const asked = { me: false, years: false };

/**
 * Who may not read the registries (a teacher) sees the calendar year, and the badge asks for no
 * academic year: the server would refuse it (403), on every page.
 */
export const WithoutRegistryAccess: Story = {
  beforeEach({ msw }) {
    asked.me = false;
    asked.years = false;
    msw.use(
      // Notes the question, then lets the teacher's /me below answer it.
      http.get(mockUrl('/me'), () => {
        asked.me = true;
      }),
      ...meAs({ role: 'Professor(a)' }),
      http.get(mockUrl('/academic-calendars/years'), () => {
        asked.years = true;
        return HttpResponse.json([]);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(asked.me).toBe(true));
    // The access is known once /me has answered: give the badge the time it would take to ask.
    await new Promise((done) => setTimeout(done, 300));
    await expect(asked.years).toBe(false);
    await expect(within(canvasElement).getByTestId('year-badge')).toHaveTextContent('2031');
  },
};
