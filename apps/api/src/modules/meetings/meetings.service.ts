import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  MEETING_TYPE,
  type AuthUser,
  type ListQuery,
  type Meeting,
  type MeetingBody,
  type MeetingMainType,
  type MeetingParticipant,
} from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classes, meetingClasses, meetingParticipants, meetings, users } from '../../db/schema';
import { AppError, invalidField, notFound } from '../../plugins/app-error';
import { containsText, pageMeta, pageWindow } from '../../lib/lists';
import { visibleMeetingCondition } from '../../access/meeting-access';
import { classOptionsOf } from '../classes/classes-of';
import { linkProvider, type MeetingProvider, type MeetingSpec } from './meeting-provider';

/** The providers the server has: `link` always, Zoom when configured. */
export type MeetingProviders = { link: MeetingProvider; zoom: MeetingProvider | null };
export const linkOnly: MeetingProviders = { link: linkProvider, zoom: null };

type MeetingRow = typeof meetings.$inferSelect;

const meetingClassLink = { table: meetingClasses, ownerId: meetingClasses.meetingId, classId: meetingClasses.classId };

function toMeeting(row: MeetingRow, classOptions: { value: number; name: string }[]): Meeting {
  return {
    id: row.id,
    topic: row.topic,
    password: row.password,
    agenda: row.agenda,
    main_type: row.mainType,
    type: row.type,
    webinar_type: row.webinarType,
    startDate: row.startDate,
    startTimes: row.startTime,
    duration: row.durationMinutes,
    classes: classOptions,
    join_url: row.joinUrl,
    joinUrl: row.joinUrl,
    meeting_id: row.externalId,
    has_integration: row.provider !== 'link',
    provider: row.provider,
  };
}

export async function listMeetings(db: Db, user: AuthUser, query: ListQuery) {
  const where = and(visibleMeetingCondition(user), containsText(meetings.topic, query.q));
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(meetings)
      .where(where)
      .orderBy(desc(meetings.startDate), desc(meetings.startTime), desc(meetings.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(meetings).where(where),
  ]);
  const byMeeting = await classOptionsOf(
    db,
    meetingClassLink,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => toMeeting(r, byMeeting.get(r.id) ?? [])), meta: pageMeta(total, rows.length, query) };
}

/**
 * The meeting (404 when it does not exist). Who may see it (`{ record: 'meeting' }`) or change it
 * (`{ record: 'editableMeeting' }`: every one of its classes visible) is the route's scope.
 */
async function findMeeting(db: Db, id: number): Promise<MeetingRow> {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, id));
  if (!row) throw notFound();
  return row;
}

export async function getMeeting(db: Db, id: number): Promise<Meeting> {
  const row = await findMeeting(db, id);
  return toMeeting(row, (await classOptionsOf(db, meetingClassLink, [id])).get(id) ?? []);
}

/** 422 on classes when one does not exist (the route's scope answers 403 for one outside the user's classes). */
async function assertClassesExist(db: Db, classIds: number[]) {
  const rows = await db.select({ id: classes.id }).from(classes).where(inArray(classes.id, classIds));
  if (rows.length !== classIds.length) throw invalidField('classes', 'The selected id is invalid');
}

function specOf(mainType: MeetingMainType, body: MeetingBody): MeetingSpec {
  return {
    mainType,
    webinarType: mainType === 'webinar' ? (body.webinar_type ?? 5) : null,
    topic: body.topic,
    agenda: body.agenda || null,
    password: body.password || null,
    startDate: body.startDate,
    startTime: body.startTimes,
    durationMinutes: body.hours * 60 + body.minutes,
    joinUrl: body.join_url || null,
  };
}

/** A link meeting goes to `link`; a scheduled meeting and every webinar need the video service. */
function providerFor(providers: MeetingProviders, mainType: MeetingMainType, type: number): MeetingProvider {
  if (mainType === 'meeting' && type === MEETING_TYPE.link) return providers.link;
  if (!providers.zoom) {
    const field = mainType === 'webinar' ? 'main_type' : 'type';
    throw invalidField(field, 'No video service is configured: paste a join link and choose a link meeting.');
  }
  return providers.zoom;
}

const typeOf = (mainType: MeetingMainType, body: MeetingBody) =>
  mainType === 'webinar' ? (body.webinar_type ?? 5) : (body.type ?? MEETING_TYPE.link);

export async function createMeeting(
  db: Db,
  providers: MeetingProviders,
  user: AuthUser,
  mainType: MeetingMainType,
  body: MeetingBody,
) {
  if (body.main_type !== mainType) throw invalidField('main_type', 'Use the webinar routes for a webinar.');
  await assertClassesExist(db, body.classes);
  const type = typeOf(mainType, body);
  const provider = providerFor(providers, mainType, type);
  const spec = specOf(mainType, body);
  const hosted = await provider.create(spec);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(meetings)
      .values({
        topic: spec.topic,
        mainType,
        type,
        webinarType: spec.webinarType,
        agenda: spec.agenda,
        password: hosted.password,
        startDate: spec.startDate,
        startTime: spec.startTime,
        durationMinutes: spec.durationMinutes,
        provider: provider.name,
        externalId: hosted.externalId,
        joinUrl: hosted.joinUrl,
        createdBy: user.id,
      })
      .returning({ id: meetings.id });
    await tx.insert(meetingClasses).values(body.classes.map((classId) => ({ meetingId: row.id, classId })));
    return row.id;
  });
  return getMeeting(db, id);
}

/** A meeting edited on its own family's route (a webinar through the webinar routes: 404 otherwise). */
export async function updateMeeting(db: Db, providers: MeetingProviders, mainType: MeetingMainType, id: number, body: MeetingBody) {
  const row = await findMeeting(db, id);
  if (row.mainType !== mainType) throw notFound();
  if (body.main_type !== mainType) throw invalidField('main_type', 'Use the webinar routes for a webinar.');
  await assertClassesExist(db, body.classes);
  const type = typeOf(mainType, body);
  const provider = providerFor(providers, mainType, type);
  const spec = specOf(mainType, body);
  const current = { externalId: row.externalId, joinUrl: row.joinUrl, password: row.password };
  let hosted;
  if (provider.name === row.provider) {
    hosted = await provider.update(row.externalId, spec, current);
  } else {
    // Moving between a pasted link and the video service: the new one is created before the old one goes.
    hosted = await provider.create(spec);
    await providerOf(providers, row.provider)?.remove(row.externalId, row.mainType);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(meetings)
      .set({
        topic: spec.topic,
        type,
        webinarType: spec.webinarType,
        agenda: spec.agenda,
        password: hosted.password,
        startDate: spec.startDate,
        startTime: spec.startTime,
        durationMinutes: spec.durationMinutes,
        provider: provider.name,
        externalId: hosted.externalId,
        joinUrl: hosted.joinUrl,
      })
      .where(eq(meetings.id, id));
    await tx.delete(meetingClasses).where(eq(meetingClasses.meetingId, id));
    await tx.insert(meetingClasses).values(body.classes.map((classId) => ({ meetingId: id, classId })));
  });
  return getMeeting(db, id);
}

const providerOf = (providers: MeetingProviders, name: string) => (name === 'zoom' ? providers.zoom : providers.link);

export async function deleteMeeting(db: Db, providers: MeetingProviders, id: number) {
  const row = await findMeeting(db, id);
  const provider = providerOf(providers, row.provider);
  if (!provider && row.provider !== 'link') throw new AppError(502, 'The video service could not be reached.');
  await provider?.remove(row.externalId, row.mainType);
  await db.delete(meetings).where(eq(meetings.id, id));
}

/** Who joined the meeting (the route's scope has found it and lets the caller see it). */
export async function listParticipants(db: Db, id: number, query: ListQuery) {
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: meetingParticipants.id,
        studentId: meetingParticipants.studentId,
        name: users.name,
        email: users.email,
        joinedAt: meetingParticipants.joinedAt,
        duration: meetingParticipants.durationMinutes,
      })
      .from(meetingParticipants)
      .innerJoin(users, eq(users.id, meetingParticipants.studentId))
      .where(eq(meetingParticipants.meetingId, id))
      .orderBy(asc(meetingParticipants.joinedAt), asc(meetingParticipants.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(meetingParticipants).where(eq(meetingParticipants.meetingId, id)),
  ]);
  const data: MeetingParticipant[] = rows.map((r) => ({ ...r, joinedAt: r.joinedAt.toISOString() }));
  return { rows: data, meta: pageMeta(total, data.length, query) };
}

/** The meetings the user sees between two days (YYYY-MM-DD), for the staff calendar; at most `limit`. */
export async function meetingsBetween(db: Db, user: AuthUser, from: string, to: string, limit: number) {
  const rows = await db
    .select({ id: meetings.id, topic: meetings.topic, startDate: meetings.startDate, startTime: meetings.startTime })
    .from(meetings)
    .where(and(visibleMeetingCondition(user), sql`${meetings.startDate} BETWEEN ${from} AND ${to}`))
    .orderBy(asc(meetings.startDate), asc(meetings.startTime), asc(meetings.id))
    .limit(limit);
  const firstClass = new Map<number, number>();
  if (rows.length > 0) {
    const links = await db
      .select({ meetingId: meetingClasses.meetingId, classId: meetingClasses.classId })
      .from(meetingClasses)
      .where(
        inArray(
          meetingClasses.meetingId,
          rows.map((r) => r.id),
        ),
      );
    for (const link of links) if (!firstClass.has(link.meetingId)) firstClass.set(link.meetingId, link.classId);
  }
  return rows.map((r) => ({ ...r, classId: firstClass.get(r.id) ?? 0 }));
}
