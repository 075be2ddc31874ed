import { and, desc, eq } from 'drizzle-orm';
import type { Note, NoteBody, NoteKind } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { centers, notes } from '../../db/schema';
import { notFound } from '../../plugins/app-error';
import { countMatching, pageMeta, pageWindow } from '../../lib/lists';

/** Whose notes: a class or a center. Class access is checked by the caller. */
export type NoteOwner = { classId: number } | { centerId: number };
export type NotePage = { page: number; per_page: number };

const ownerCondition = (owner: NoteOwner) =>
  'classId' in owner ? eq(notes.classId, owner.classId) : eq(notes.centerId, owner.centerId);

const noteColumns = { id: notes.id, note: notes.note, reason: notes.reason, createdAt: notes.createdAt };
const present = (row: { id: number; note: string; reason: string | null; createdAt: Date }): Note => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function assertCenterExists(db: Db, centerId: number) {
  const [row] = await db.select({ id: centers.id }).from(centers).where(eq(centers.id, centerId));
  if (!row) throw notFound();
}

/** Newest first. */
export async function listNotes(db: Db, owner: NoteOwner, kind: NoteKind, query: NotePage) {
  const where = and(ownerCondition(owner), eq(notes.kind, kind));
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db.select(noteColumns).from(notes).where(where).orderBy(desc(notes.id)).limit(limit).offset(offset),
    countMatching(db, () => db.select({ id: notes.id }).from(notes).where(where).$dynamic()),
  ]);
  return { rows: rows.map(present), meta: pageMeta(total, rows.length, { ...query, q: undefined }) };
}

/** A reason is kept for the dropped kind only. */
const reasonOf = (kind: NoteKind, body: NoteBody) => (kind === 'dropped' ? (body.reason ?? null) : null);

export async function createNote(db: Db, owner: NoteOwner, kind: NoteKind, body: NoteBody, userId: number): Promise<Note> {
  const [row] = await db
    .insert(notes)
    .values({ ...owner, kind, note: body.note, reason: reasonOf(kind, body), createdBy: userId })
    .returning(noteColumns);
  return present(row);
}

export async function updateNote(db: Db, owner: NoteOwner, kind: NoteKind, id: number, body: NoteBody): Promise<Note> {
  const [row] = await db
    .update(notes)
    .set({ note: body.note, reason: reasonOf(kind, body) })
    .where(and(eq(notes.id, id), ownerCondition(owner), eq(notes.kind, kind)))
    .returning(noteColumns);
  if (!row) throw notFound();
  return present(row);
}

export async function deleteNote(db: Db, owner: NoteOwner, kind: NoteKind, id: number): Promise<void> {
  const deleted = await db
    .delete(notes)
    .where(and(eq(notes.id, id), ownerCondition(owner), eq(notes.kind, kind)))
    .returning({ id: notes.id });
  if (deleted.length === 0) throw notFound();
}
