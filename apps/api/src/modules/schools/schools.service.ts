import { eq, sql } from 'drizzle-orm';
import type { School, SchoolBody } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { schools } from '../../db/schema';
import { invalidField } from '../../plugins/app-error';

export async function createSchool(db: Db, body: SchoolBody): Promise<School> {
  const [taken] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(sql`lower(${schools.name})`, body.name.toLowerCase()))
    .limit(1);
  if (taken) throw invalidField('name', 'This school already exists');
  const [row] = await db
    .insert(schools)
    .values({ name: body.name, principalName: body.principalName, principalEmail: body.principalEmail })
    .onConflictDoNothing()
    .returning({
      id: schools.id,
      name: schools.name,
      principalName: schools.principalName,
      principalEmail: schools.principalEmail,
    });
  // Another request added the same name between the check and the insert.
  if (!row) throw invalidField('name', 'This school already exists');
  return row;
}
