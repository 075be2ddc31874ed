import { NO_PAYLOAD, type ModuleQueue } from '../../jobs/queue';
import { runParentDigest } from './digest-send';

export const queues: ModuleQueue[] = [
  // The weekly e-mail to parents, checked every 5 minutes like the reports; the slot's claim and its sent-log keep
  // it to one send. It runs where the job types run (`files`), as it always has.
  {
    name: 'parent-digest',
    needs: ['files'],
    payload: NO_PAYLOAD,
    cron: '*/5 * * * *',
    run: async ({ db, mailer }) => {
      await runParentDigest(db, mailer);
    },
  },
];
