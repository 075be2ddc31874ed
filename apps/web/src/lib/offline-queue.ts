import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** One pending cell edit as a screen staged it (components/grid's StagedChange). */
export type QueuedChange = { rowId: string | number; columnId: string; value: string | number | null };

/** Why the server turned a batch down (412: others changed its cells), kept until the screen shows it. */
export type Refusal = { status: number; message: string; data: unknown; etag: string | null };

/**
 * A SAVE made without a network (or while earlier ones still wait), kept in IndexedDB until it is sent:
 * its idempotency key, its author (a replay is answered once), where its changes were staged (`workstation:3:attendance`),
 * the call (path under /api and JSON body), the version it was made on (If-Match) and the changes themselves,
 * so a refused batch goes back to its screen's staged changes instead of being lost.
 */
export type QueuedBatch = {
  key: string;
  /** Who made it: only they send it (under their token) or see it counted. */
  userId: number;
  stagedKey: string;
  path: string;
  body: unknown;
  ifMatch: string | null;
  changes: QueuedChange[];
  createdAt: number;
  refused?: Refusal;
};

interface QueueDb extends DBSchema {
  batches: { key: string; value: QueuedBatch; indexes: { createdAt: number } };
}

const DB_NAME = 'offline-queue';
let opened: Promise<IDBPDatabase<QueueDb>> | null = null;
const database = () =>
  (opened ??= openDB<QueueDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('batches', { keyPath: 'key' }).createIndex('createdAt', 'createdAt');
    },
  }));

/** Other tabs of the app hear of every change of the queue, so each banner counts the same. */
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(DB_NAME);
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
channel?.addEventListener('message', notify);

export function subscribeQueue(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function changed() {
  notify();
  channel?.postMessage('changed');
}

/** The user's waiting batches, oldest first: the order they are sent in (none where there is no IndexedDB). */
export async function queuedBatches(userId: number): Promise<QueuedBatch[]> {
  if (typeof indexedDB === 'undefined') return [];
  return (await (await database()).getAllFromIndex('batches', 'createdAt')).filter((batch) => batch.userId === userId);
}

export async function enqueueBatch(batch: Omit<QueuedBatch, 'createdAt'>) {
  await (await database()).put('batches', { ...batch, createdAt: Date.now() });
  changed();
}

export async function removeBatch(key: string) {
  await (await database()).delete('batches', key);
  changed();
}

export async function markRefused(key: string, refused: Refusal) {
  const db = await database();
  const batch = await db.get('batches', key);
  if (batch) await db.put('batches', { ...batch, refused });
  changed();
}

/** A batch's idempotency key: a random UUID (v4), also where crypto.randomUUID is missing (plain HTTP off localhost). */
export function newBatchKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
