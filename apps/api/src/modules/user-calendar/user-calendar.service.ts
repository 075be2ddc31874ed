import { and, asc, gte, lte } from 'drizzle-orm';
import { CALENDAR_MAX_DAYS, WEEKDAYS, type AuthUser, type CalendarItem, type CalendarQuery } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classes } from '../../db/schema';
import { invalidField } from '../../plugins/app-error';
import { visibleClassCondition } from '../../access/class-access';
import { meetingsBetween } from '../meetings/meetings.service';

const DAY_MS = 86_400_000;
/** Most classes and items one answer holds. */
const MAX_CLASSES = 300;
const MAX_ITEMS = 3000;

const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const toIso = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** WEEKDAYS starts on Saturday; getUTCDay() on Sunday. */
const weekdayOf = (day: number) => WEEKDAYS[(new Date(day * DAY_MS).getUTCDay() + 1) % 7];

/** The current month with a week either side, as a month grid shows it. */
function defaultRange(now: Date) {
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) / DAY_MS;
  const last = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0) / DAY_MS;
  return { from: first - 7, to: last + 7 };
}

function rangeOf(query: CalendarQuery, now: Date) {
  const fallback = defaultRange(now);
  const from = query.from ? toDay(query.from) : query.to ? toDay(query.to) - 41 : fallback.from;
  const to = query.to ? toDay(query.to) : query.from ? from + 41 : fallback.to;
  if (to < from) throw invalidField('to', 'The end of the range must be on or after its start');
  // The message names the limit as a literal so that it can be translated.
  if (to - from + 1 > CALENDAR_MAX_DAYS) throw invalidField('to', 'The range may not be longer than 62 days');
  return { from, to };
}

/** The user's class sessions between from and to, computed from each class's weekly sessions and dates. */
export async function listCalendar(db: Db, user: AuthUser, query: CalendarQuery, now = new Date()) {
  const range = rangeOf(query, now);
  const [from, to] = [toIso(range.from), toIso(range.to)];
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
  for (let day = range.from; day <= range.to && items.length < MAX_ITEMS; day += 1) {
    const date = toIso(day);
    const weekday = weekdayOf(day);
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
