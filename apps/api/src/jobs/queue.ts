import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { purgeExpiredAuth } from '../modules/auth/auth.service';
import { startMailWorker, type MailDeliverySettings } from '../mail/worker';

/** Job names; each has one worker below. Later jobs (reports, imports, exports, mail) join this list. */
export const JOBS = { purgeAuth: 'purge-auth', sendMail: 'send-mail' } as const;

export type JobQueue = PgBoss;

/** pg-boss on the app's own database (PGlite or a server), in its own schema. */
export async function startQueue(
  database: Database,
  options: { schedule: boolean; mail?: MailDeliverySettings } = { schedule: true },
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.sql.executeSql(text, values) },
    schema: 'pgboss',
    // PGlite is one connection: poll gently so jobs never crowd out requests.
    monitorStateIntervalSeconds: 60,
  });
  boss.on('error', (error) => console.error('job queue error', error));
  await boss.start();
  for (const name of Object.values(JOBS)) await boss.createQueue(name);
  await boss.work(JOBS.purgeAuth, async () => {
    await purgeExpiredAuth(database.db);
  });
  // Without SMTP_URL no worker sends mail: messages stay pending in the outbox.
  if (options.mail) await startMailWorker(boss, JOBS.sendMail, database.db, options.mail);
  if (options.schedule) await boss.schedule(JOBS.purgeAuth, '17 3 * * *');
  return boss;
}
