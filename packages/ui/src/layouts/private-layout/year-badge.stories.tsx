import { mockUrl, serverError } from '@lousa/api-client/mocks';
import type { AcademicYear } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { YearBadge } from './year-badge';

/** A day after every academic year of the demo (2025, 2026): its calendar year is not one. */
const NOW = new Date(2031, 4, 15);

/**
 * On the recorded API (the demo's administrator, its academic years). The badge is given its
 * day (`now`): one no recorded year contains, so the calendar year and an academic year differ.
 */
const meta = {
  title: 'Layout/Year Badge',
  component: YearBadge,
  args: { now: NOW },
  decorators: [withApi()],
  parameters: recordedStory().parameters,
  beforeEach: (context) => recordedStory().beforeEach(context),
} satisfies Meta<typeof YearBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A network that planned 2031 under a name of its own ('2031-A', added to the demo's years):
 * of its academic years, the one whose dates contain today.
 */
const PLANNED: AcademicYear = {
  id: '0190c1d2-7a1b-4c3d-8e4f-000000002031',
  year: '2031-A',
  startDate: '2031-02-03T00:00:00.000Z',
  endDate: '2031-12-19T00:00:00.000Z',
};

/** The academic year whose dates contain today. */
export const CurrentAcademicYear: Story = {
  beforeEach(context) {
    const added = { '/academic-calendars/years': [PLANNED] };
    recordedStory('administrador', { added }).beforeEach(context);
  },
  play: async ({ canvasElement }) => {
    const badge = await within(canvasElement).findByText(PLANNED.year);
    await expect(badge).toHaveTextContent(`Ano letivo ${PLANNED.year}`);
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
    // The demo's teacher.
    recordedStory('professor').beforeEach({ msw });
    msw.use(
      // Notes the question, then lets the teacher's recorded /me answer it.
      http.get(mockUrl('/me'), () => {
        asked.me = true;
      }),
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
