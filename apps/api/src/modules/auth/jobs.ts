import { NO_PAYLOAD, type ModuleQueue } from '../../jobs/queue';
import { purgeExpiredAuth } from './auth.service';
import { purgeOldRejections } from '../student-auth/student-auth.service';

/** Expired sign-ins and reset links, and old rejected student sign-ups, purged nightly. */
export const PURGE_AUTH_QUEUE = 'purge-auth';

export const queues: ModuleQueue[] = [
  {
    name: PURGE_AUTH_QUEUE,
    needs: [],
    payload: NO_PAYLOAD,
    cron: '17 3 * * *',
    run: async ({ db }) => {
      await purgeExpiredAuth(db);
      await purgeOldRejections(db);
    },
  },
];
