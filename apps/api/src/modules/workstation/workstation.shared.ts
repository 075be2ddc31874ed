import { asc, eq, inArray } from 'drizzle-orm';
import { type GradingRange, type WorkstationFile, type WorkstationStudent } from '@backoffice/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { classStudents, fileVersions, users } from '../../db/schema';
import { AppError } from '../../plugins/app-error';
import { isClassMember } from '../classes/class-members';

/** The members of a class by name, with their code in the class. */
export async function classRoster(db: Db, classId: number): Promise<WorkstationStudent[]> {
  return db
    .select({ id: users.id, name: users.name, class_user_id: classStudents.id })
    .from(classStudents)
    .innerJoin(users, isClassMember)
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(users.name), asc(users.id));
}

/** Collects the 422 errors of a batch, entry by entry: nothing of the batch is written when one is wrong. */
export class BatchErrors {
  private readonly fields: Record<string, string[]> = {};
  private first: { message: string; params: Record<string, string | number> } | null = null;
  add(field: string, message: string, params: Record<string, string | number>) {
    (this.fields[field] ??= []).push(message.replace(/\{(\w+)\}/g, (whole, key: string) => String(params[key] ?? whole)));
    this.first ??= { message, params };
  }
  throwIfAny() {
    if (!this.first) return;
    throw new AppError(422, this.first.message, this.fields, this.first.params);
  }
}

/** A zod failure of a body read by hand (multipart forms) as the 422 the schema validation would answer. */
export function parseForm<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fields[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  throw new AppError(422, result.error.issues[0].message, fields);
}

/** 'YYYY-MM-DD HH:mm' as the form shows it, from the column's text. */
export const dueDateOut = (value: string | null) => (value ? value.replace('T', ' ').slice(0, 16) : null);
/** The form's due date as a timestamp text. */
export const dueDateIn = (value: string) => `${value.replace('T', ' ').slice(0, 16)}:00`;

/** Ranges numbered from 1 in the order sent, grades upper case. */
export const numberedGrading = (grading: { grade: string; from: number; to: number }[]): GradingRange[] =>
  grading.map((range, index) => ({ id: index + 1, grade: range.grade.toUpperCase(), from: range.from, to: range.to }));

/** The authorised path of a stored file. */
export const fileUrl = (classId: number, fileId: number) => `/api/admin/classes/${classId}/files/${fileId}`;

/** Stored files by id, as answers show them. */
export async function filesById(db: Db, ids: (number | null)[]): Promise<Map<number, WorkstationFile>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(fileVersions).where(inArray(fileVersions.id, wanted));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.originalName,
        url: fileUrl(row.classId, row.id),
        size: row.sizeBytes,
        created_at: row.createdAt.toISOString(),
      },
    ]),
  );
}
