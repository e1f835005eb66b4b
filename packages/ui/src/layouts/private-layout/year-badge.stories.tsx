import { mockUrl, serverError } from '@lousa/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
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
