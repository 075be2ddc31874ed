import { and, asc, gte, lte } from 'drizzle-orm';
import { CALENDAR_MAX_DAYS, WEEKDAYS, type AuthUser, type CalendarItem, type CalendarQuery } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classes } from '../../db/schema';
import { invalidField } from '../../plugins/app-error';
import { visibleClassCondition } from '../../access/class-access';
import { addCalendarDays, calendarDaysBetween, todayIn, weekdayOf as sundayWeekdayOf } from '../../lib/school-time';
import { meetingsBetween } from '../meetings/meetings.service';

/** Most classes and items one answer holds. */
const MAX_CLASSES = 300;
const MAX_ITEMS = 3000;

/** WEEKDAYS starts on Saturday; the school clock's weekday on Sunday. */
const weekdayOf = (isoDate: string) => WEEKDAYS[(sundayWeekdayOf(isoDate) + 1) % 7];

/** The school's current month with a week either side, as a month grid shows it. */
function defaultRange(now: Date) {
  const first = `${todayIn(now).slice(0, 7)}-01`;
  const last = addCalendarDays(`${addCalendarDays(first, 31).slice(0, 7)}-01`, -1);
  return { from: addCalendarDays(first, -7), to: addCalendarDays(last, 7) };
}

function rangeOf(query: CalendarQuery, now: Date) {
  const fallback = defaultRange(now);
  const from = query.from ?? (query.to ? addCalendarDays(query.to, -41) : fallback.from);
  const to = query.to ?? (query.from ? addCalendarDays(from, 41) : fallback.to);
  const days = calendarDaysBetween(from, to) + 1;
  if (days < 1) throw invalidField('to', 'The end of the range must be on or after its start');
  // The message names the limit as a literal so that it can be translated.
  if (days > CALENDAR_MAX_DAYS) throw invalidField('to', 'The range may not be longer than 62 days');
  return { from, to, days };
}

/** The user's class sessions between from and to, computed from each class's weekly sessions and dates. */
export async function listCalendar(db: Db, user: AuthUser, query: CalendarQuery, now = new Date()) {
  const { from, to, days } = rangeOf(query, now);
  const rows = await db
    .select({
      id: classes.id,
      name: classes.name,
      startDate: classes.startDate,
      endDate: classes.endDate,
      sessions: classes.sessions,
    })
    .from(classes)
    .where(and(visibleClassCondition(user), lte(classes.startDate, to), gte(classes.endDate, from)))
    .orderBy(asc(classes.name), asc(classes.id))
    .limit(MAX_CLASSES);
  const items: CalendarItem[] = [];
  for (let day = 0; day < days && items.length < MAX_ITEMS; day += 1) {
    const date = addCalendarDays(from, day);
    const weekday = weekdayOf(date);
    for (const row of rows) {
      if (date < row.startDate || date > row.endDate) continue;
      for (const session of row.sessions) {
        if (session.weekday !== weekday) continue;
        const start = `${date}T${session.startTime}`;
        items.push({ id: `${row.id}-${start}`, classId: row.id, title: row.name, date, startTime: session.startTime, start });
      }
    }
  }
  // Meetings and webinars of the user's classes are on the calendar too.
  for (const meeting of await meetingsBetween(db, user, from, to, MAX_ITEMS)) {
    const start = `${meeting.startDate}T${meeting.startTime}`;
    items.push({
      id: `meeting-${meeting.id}`,
      classId: meeting.classId,
      title: meeting.topic,
      date: meeting.startDate,
      startTime: meeting.startTime,
      start,
      kind: 'meeting',
      meetingId: meeting.id,
    });
  }
  items.sort((a, b) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title));
  return { from, to, items: items.slice(0, MAX_ITEMS) };
}
