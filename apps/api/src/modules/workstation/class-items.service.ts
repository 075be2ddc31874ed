import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { containsText, pageMeta, pageWindow } from '../../lib/lists';
import { notFound } from '../../plugins/app-error';
import { classMembersAmong } from '../classes/class-members';
import { BatchErrors } from './workstation.shared';

/** A table of the items of a class that a tab marks student by student (attendance, classworks). */
type ItemTable = PgTable & { id: PgColumn; classId: PgColumn; name: PgColumn };

/**
 * What the kinds of class items do alike: a page of the class's items (latest `newest` first, q matches the
 * name), one item of the class (404 otherwise), its deletion and the check of a SAVE batch. `answerOf`
 * shapes rows as the answers show them.
 */
export function classItems<T extends ItemTable, A>(
  table: T,
  newest: PgColumn,
  answerOf: (db: Db, rows: T['$inferSelect'][], classId: number) => Promise<A[]>,
) {
  type Row = T['$inferSelect'];
  // Drizzle's from() cannot resolve a generic table: rows are typed as Row below.
  const source: PgTable = table;

  async function find(db: Db, classId: number, id: number): Promise<Row> {
    const [row] = await db
      .select()
      .from(source)
      .where(and(eq(table.id, id), eq(table.classId, classId)));
    if (!row) throw notFound();
    return row as Row;
  }

  return {
    find,

    async list(db: Db, classId: number, query: ListQuery) {
      const where = and(eq(table.classId, classId), containsText(table.name, query.q));
      const { limit, offset } = pageWindow(query);
      const [rows, [{ total }]] = await Promise.all([
        db.select().from(source).where(where).orderBy(desc(newest), desc(table.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(source).where(where),
      ]);
      return { rows: await answerOf(db, rows as Row[], classId), meta: pageMeta(total, rows.length, query) };
    },

    async get(db: Db, classId: number, id: number): Promise<A> {
      const [answer] = await answerOf(db, [await find(db, classId, id)], classId);
      return answer;
    },

    async remove(db: Db, classId: number, id: number) {
      await find(db, classId, id);
      await db.delete(table).where(eq(table.id, id));
    },

    /**
     * The [studentId, itemId, status] entries of a SAVE batch, checked in the caller's transaction: an item of
     * another class or a student not in the class is a 422 naming the entry ({field}.{index}), and nothing is
     * written. A pair sent twice keeps its last status.
     */
    async checkBatch<S>(db: Db, classId: number, field: string, entries: [number, number, S][]) {
      const itemIds = [...new Set(entries.map(([, itemId]) => itemId))];
      const [items, enrolled] = await Promise.all([
        db
          .select({ id: table.id })
          .from(source)
          .where(and(eq(table.classId, classId), inArray(table.id, itemIds))),
        classMembersAmong(
          db,
          classId,
          entries.map(([studentId]) => studentId),
        ),
      ]);
      const ofClass = new Set(items.map((item) => item.id as number));
      const errors = new BatchErrors();
      entries.forEach(([studentId, itemId], index) => {
        if (!ofClass.has(itemId)) {
          errors.add(`${field}.${index}`, 'Entry {index}: item {id} is not an item of this class', { index, id: itemId });
        } else if (!enrolled.has(studentId)) {
          errors.add(`${field}.${index}`, 'Entry {index}: student {id} is not in this class', { index, id: studentId });
        }
      });
      errors.throwIfAny();
      const unique = new Map(
        entries.map(([studentId, itemId, status]) => [`${itemId}:${studentId}`, { studentId, itemId, status }]),
      );
      return [...unique.values()];
    },
  };
}
