import { IDEMPOTENCY_KEY_HEADER } from '@backoffice/contract';
import { ApiError, postStored } from '@/lib/api-client';
import { markRefused, queuedBatches, removeBatch, type QueuedBatch } from '@/lib/offline-queue';
import { getToken } from '@/lib/session-storage';
import { toastError } from '@/lib/toast';
import { restageChanges, stagedVersionKey } from '../grid';

/** Not sent now, sent later: no network, a server away or busy, a session to sign in again. */
const isTryLater = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 401 || error.status === 408 || error.status >= 500;

/** After a batch was answered, before it leaves the queue: the screens fetch what the server now holds. */
type OnSent = () => Promise<unknown> | void;

/** A batch the server will never take (422, 403…): its changes go back to their screen, staged, so none is lost. */
function giveBack(batch: QueuedBatch) {
  restageChanges(batch.stagedKey, batch.changes);
  if (batch.ifMatch) localStorage.setItem(stagedVersionKey(batch.stagedKey), batch.ifMatch);
}

/**
 * Sends the waiting batches in the order they were made, each with the If-Match it was made on and its
 * idempotency key (a batch that arrived before the network dropped is answered once, not written twice).
 * A 412 is kept, marked, for its screen's conflict dialog; later batches of the same tab wait behind it.
 * Stops at the first failure of the network and leaves the rest for the next try, and as soon as the session it
 * began in ends (signed out, or someone else signed in on this computer meanwhile): a batch goes only under its
 * author's token.
 */
async function sendAll(userId: number, onSent: OnSent) {
  const held = new Set<string>();
  const token = getToken();
  for (const batch of await queuedBatches(userId)) {
    if (!token || getToken() !== token) return;
    if (batch.refused || held.has(batch.stagedKey)) {
      held.add(batch.stagedKey);
      continue;
    }
    let etag: string | null = null;
    try {
      await postStored(batch.path, batch.body, {
        headers: { ...(batch.ifMatch ? { 'If-Match': batch.ifMatch } : {}), [IDEMPOTENCY_KEY_HEADER]: batch.key },
        onResponse: (response) => {
          etag = response.headers.get('ETag');
        },
      });
      await onSent();
      await removeBatch(batch.key);
    } catch (error) {
      if (isTryLater(error)) return;
      const refusal = error as ApiError;
      if (refusal.status === 412) {
        await markRefused(batch.key, { status: 412, message: refusal.message, data: refusal.data, etag });
        held.add(batch.stagedKey);
        continue;
      }
      giveBack(batch);
      await removeBatch(batch.key);
      toastError(refusal);
    }
  }
}

let running: Promise<void> | null = null;
let isAskedAgain = false;

/**
 * One sending at a time. A call while one runs (the network back while a try was failing) makes it go
 * through the queue once more when it ends, rather than being lost.
 */
export function sendQueue(userId: number, onSent: OnSent): Promise<void> {
  if (running) {
    isAskedAgain = true;
    return running;
  }
  const sendOnce = async (): Promise<void> => {
    isAskedAgain = false;
    // A queue that cannot be read now (storage refused) is tried again at the next occasion.
    await sendAll(userId, onSent).catch(() => undefined);
    if (isAskedAgain) return sendOnce();
  };
  running = sendOnce().finally(() => {
    running = null;
  });
  return running;
}
