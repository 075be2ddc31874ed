import { calendarDataSchema, calendarQuerySchema } from '../calendar';
import { itemResponse } from '../common';
import { endpoint } from '../endpoint';

export const userCalendarApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/classes/calendar',
    guard: 'staff',
    query: calendarQuerySchema,
    response: itemResponse(calendarDataSchema),
    description:
      "Sessions of the signed-in user's classes from `from` to `to` (YYYY-MM-DD, at most 62 days; default the current month with a week either side).",
  }),
};
