import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ClassRef } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classes } from '../../db/schema';

/** A table linking rows of one kind to classes (class_videos, meeting_classes, class_pdfs, class_students). */
export type ClassLink = {
  table: PgTable;
  /** The linked row's id column (video_id, meeting_id…). */
  ownerId: AnyPgColumn<{ data: number; notNull: true }>;
  classId: AnyPgColumn<{ data: number; notNull: true }>;
};

/**
 * The classes of each of `ownerIds`, by owner id, by name (id breaking ties), in one query for a page.
 * `visible` narrows them to the classes the user may see (a condition on `link.classId`).
 */
export async function classesOf(db: Db, link: ClassLink, ownerIds: number[], visible?: SQL): Promise<Map<number, ClassRef[]>> {
  const byOwner = new Map<number, ClassRef[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .select({ ownerId: link.ownerId, id: classes.id, name: classes.name })
    .from(link.table)
    .innerJoin(classes, eq(classes.id, link.classId))
    .where(and(inArray(link.ownerId, ownerIds), visible))
    .orderBy(asc(classes.name), asc(classes.id));
  for (const { ownerId, ...ref } of rows) byOwner.set(ownerId, [...(byOwner.get(ownerId) ?? []), ref]);
  return byOwner;
}

/** The same, each class as a `{ value, name }` option (videos, meetings and PDFs answer their classes so). */
export async function classOptionsOf(db: Db, link: ClassLink, ownerIds: number[]) {
  const byOwner = await classesOf(db, link, ownerIds);
  return new Map([...byOwner].map(([ownerId, refs]) => [ownerId, refs.map(({ id, name }) => ({ value: id, name }))]));
}
