import { z } from 'zod';
import { moduleQueue, NO_PAYLOAD, type ModuleQueue } from '../../jobs/queue';
import { loggableError } from '../../lib/loggable-error';
import { ALERT_SWEEP_JOB, classesToSweep, evaluateClassAlerts, EVALUATE_ALERTS_JOB } from './alert-evaluation';
import { sendStaffDigests } from './alert-notify';

/**
 * The alert queues: one class evaluated per job (queued after a write of its marks), and the hourly sweep,
 * which catches due dates that passed and any evaluation a crash lost, then sends the staff digests. Both need
 * the mailer that writes their e-mails; a queue started without one leaves them to another process.
 */
export const queues: ModuleQueue<'mailer'>[] = [
  moduleQueue({
    name: EVALUATE_ALERTS_JOB,
    needs: ['mailer'],
    payload: z.object({ classId: z.number().int() }),
    pollingIntervalSeconds: 1,
    run: async (deps, data) => {
      await evaluateClassAlerts(deps, data.classId);
    },
  }),
  {
    name: ALERT_SWEEP_JOB,
    needs: ['mailer'],
    payload: NO_PAYLOAD,
    cron: '7 * * * *',
    run: async (deps) => {
      for (const classId of await classesToSweep(deps.db)) {
        await evaluateClassAlerts(deps, classId).catch((error: unknown) =>
          console.error(`alerts: class ${classId} not evaluated`, loggableError(error)),
        );
      }
      await sendStaffDigests(deps);
    },
  },
];
