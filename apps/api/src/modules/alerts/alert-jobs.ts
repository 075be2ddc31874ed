import type PgBoss from 'pg-boss';
import { loggableError } from '../../lib/loggable-error';
import { ALERT_SWEEP_JOB, classesToSweep, evaluateClassAlerts, EVALUATE_ALERTS_JOB, type AlertDeps } from './alert-evaluation';
import { sendStaffDigests } from './alert-notify';

/**
 * The alert queues: one class evaluated per job (queued after a write of its marks), and the hourly sweep,
 * which catches due dates that passed and any evaluation a crash lost, then sends the staff digests.
 */
export async function startAlertWorkers(boss: PgBoss, deps: AlertDeps, schedule: boolean) {
  await boss.createQueue(EVALUATE_ALERTS_JOB);
  await boss.createQueue(ALERT_SWEEP_JOB);
  await boss.work<{ classId: number }>(EVALUATE_ALERTS_JOB, { pollingIntervalSeconds: 1 }, async (batch) => {
    for (const job of batch) if (Number.isSafeInteger(job.data.classId)) await evaluateClassAlerts(deps, job.data.classId);
  });
  await boss.work(ALERT_SWEEP_JOB, async () => {
    for (const classId of await classesToSweep(deps.db)) {
      await evaluateClassAlerts(deps, classId).catch((error: unknown) =>
        console.error(`alerts: class ${classId} not evaluated`, loggableError(error)),
      );
    }
    await sendStaffDigests(deps);
  });
  if (schedule) await boss.schedule(ALERT_SWEEP_JOB, '7 * * * *');
}
