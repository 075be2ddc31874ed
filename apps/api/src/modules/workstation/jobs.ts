import { NO_PAYLOAD, type ModuleQueue } from '../../jobs/queue';
import { purgeOldIdempotencyKeys } from './replayable-save';

export const queues: ModuleQueue[] = [
  // The first answers of replayed SAVEs (Idempotency-Key), kept two days.
  {
    name: 'purge-idempotency-keys',
    needs: [],
    payload: NO_PAYLOAD,
    cron: '23 3 * * *',
    run: async ({ db }) => {
      await purgeOldIdempotencyKeys(db);
    },
  },
];
