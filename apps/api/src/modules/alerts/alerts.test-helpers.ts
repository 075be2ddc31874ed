import PgBoss from 'pg-boss';
import { attendanceApi, type AlertRuleBody, type AttendanceStatus } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { attendances } from '../../db/schema';
import { QUEUE_SCHEMA } from '../../jobs/queue';
import { createMailer, type Mailer } from '../../mail/mailer';
import type { TestApp, TestAppExtension } from '../../../test/test-app';
import { EVALUATE_ALERTS_JOB } from './alert-evaluation';
import { queues } from './jobs';

/**
 * The app with pg-boss's evaluate-alerts queue and no worker on it: the evaluations a write asks for in its
 * transaction (recordChanges) and those a rule change queues (`enqueue`) wait there, as in production, until
 * the test runs them with `runQueued()`, as the worker would (the module's own job, through `mailer`: the outbox
 * only, unless a mail stack's is given). Pass `extension` to useTestApp.
 */
export function alertQueue(mailerOf?: () => Mailer, base?: TestAppExtension) {
  let boss: PgBoss | undefined;
  let db: Db | undefined;
  let fallback: Mailer | undefined;
  const evaluate = queues.find((queue) => queue.name === EVALUATE_ALERTS_JOB)!;

  const extension: TestAppExtension = async (database) => {
    const extra = await base?.(database);
    db = database.db;
    fallback = createMailer({ db: database.db, enqueue: null, appUrl: 'http://app.example.com' });
    // Its tables and the queue only: no worker, no schedule, no maintenance.
    const started = new PgBoss({
      db: { executeSql: (text, values) => database.sql.executeSql(text, values) },
      schema: QUEUE_SCHEMA,
      supervise: false,
      schedule: false,
    });
    await started.start();
    await started.createQueue(EVALUATE_ALERTS_JOB);
    boss = started;
    return {
      options: {
        ...extra?.options,
        enqueue: async (name: string, data: object) => {
          if (name === EVALUATE_ALERTS_JOB) await started.send(name, data);
        },
      },
      close: async () => {
        await started.stop({ graceful: false, wait: true });
        await extra?.close();
      },
    };
  };

  return {
    extension,
    /** Runs every queued evaluation (and any they queue) to the end, then completes its job; answers how many ran. */
    async runQueued() {
      if (!boss || !db) throw new Error('the alert queue is not started');
      const mailer = mailerOf?.() ?? fallback!;
      const send = async (name: string, data: object) => {
        await boss!.send(name, data);
      };
      let ran = 0;
      for (;;) {
        const jobs = await boss.fetch<object>(EVALUATE_ALERTS_JOB, { batchSize: 20 });
        if (jobs.length === 0) return ran;
        for (const job of jobs) await evaluate.run({ db, send, mailer, clock: () => new Date(), log: () => undefined }, job.data);
        await boss.complete(
          EVALUATE_ALERTS_JOB,
          jobs.map((job) => job.id),
        );
        ran += jobs.length;
      }
    },
  };
}

export const ruleBody = (overrides: Partial<AlertRuleBody> = {}): AlertRuleBody => ({
  name: 'Three absences',
  kind: 'consecutive_absences',
  threshold: 3,
  notify: ['staff'],
  ...overrides,
});

/** Attendance items of a class on these dates (oldest first), answering their ids in that order. */
export async function createSessions(db: Db, classId: number, dates: string[]) {
  const rows = await db
    .insert(attendances)
    .values(dates.map((date, i) => ({ classId, name: `Session ${i + 1}`, date })))
    .returning({ id: attendances.id });
  return rows.map((row) => row.id);
}

/** The register SAVE of [studentId, itemId, status] entries (0 absent, 1 present, 2 late). */
export async function saveRegister(
  t: TestApp,
  headers: Record<string, string>,
  classId: number,
  marks: [number, number, AttendanceStatus][],
) {
  const response = await t.call(attendanceApi.save, {
    url: `/api/admin/classes/${classId}/attendance/changeStudentAttendanceStatus`,
    headers,
    payload: { attendances: marks },
  });
  if (response.status !== 200) throw new Error(`SAVE answered ${response.status}`);
}
