import { useEffect, useState } from 'react';
import { useCurrentUser } from '@/lib/current-user';
import { queuedBatches, subscribeQueue, type QueuedBatch } from '@/lib/offline-queue';

/**
 * The signed-in user's batches of the offline queue, oldest first, followed as they are added, sent or refused
 * (in any tab); none while the user is not known.
 */
export function useQueuedBatches(): { userId: number | undefined; batches: QueuedBatch[] } {
  const userId = useCurrentUser().data?.id;
  const [batches, setBatches] = useState<QueuedBatch[]>([]);
  useEffect(() => {
    if (userId === undefined) return;
    let isCurrent = true;
    const load = () =>
      void queuedBatches(userId)
        .then((found) => isCurrent && setBatches(found))
        .catch(() => undefined);
    load();
    const unsubscribe = subscribeQueue(load);
    return () => {
      isCurrent = false;
      unsubscribe();
    };
  }, [userId]);
  return { userId, batches: userId === undefined ? [] : batches };
}
