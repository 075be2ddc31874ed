import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_DAYS, IDEMPOTENCY_KEY_HEADER } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { AppError } from '../../plugins/app-error';
import { currentUser } from '../../plugins/auth';

export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for another request';

/** What makes two requests "the same" for a key: path, body and the version they were made on. */
const requestHashOf = (request: FastifyRequest, body: unknown) =>
  hashToken(JSON.stringify({ body: body ?? null, ifMatch: request.headers['if-match'] ?? null }));

const routeOf = (request: FastifyRequest) => `${request.method} ${request.url.split('?')[0]}`.slice(0, 300);

/**
 * A write that an `Idempotency-Key` makes safe to send again (the offline queue replays its batches when the
 * network is back, and may not know whether the first try arrived). The key's row is inserted first, in the
 * same transaction as the write, and keeps its answer: a replay of the key answers that again (status, body,
 * ETag) and writes nothing; one with another request is a 422. A refused write rolls the key back with it, so
 * a 412 or 422 may be sent again. Keys are per user: another's key is another row. Without a key: `save(db)`.
 */
export async function replayableSave<A extends { message: string; data: unknown }>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  save: (tx: Db) => Promise<A>,
  /** What the request sent, when it is not its JSON body (a multipart form's fields and files). */
  sent: unknown = request.body,
): Promise<A> {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (typeof key !== 'string' || key === '') return save(db);
  const userId = currentUser(request).id;
  const route = routeOf(request);
  const requestHash = requestHashOf(request, sent);
  return db.transaction(async (tx) => {
    // A concurrent first try of the same key waits here until it commits (then this finds its row) or rolls back.
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, route, requestHash, status: 0, responseBody: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (first.route !== route || first.requestHash !== requestHash) {
        throw new AppError(422, KEY_REUSED_MESSAGE, { [IDEMPOTENCY_KEY_HEADER]: [KEY_REUSED_MESSAGE] });
      }
      if (first.etag) reply.header('etag', first.etag);
      reply.header('idempotent-replay', 'true');
      reply.code(first.status);
      return first.responseBody as A;
    }
    const answer = await save(tx);
    const etag = reply.getHeader('etag');
    await tx
      .update(idempotencyKeys)
      .set({ status: reply.statusCode, responseBody: answer, etag: typeof etag === 'string' ? etag : null })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return answer;
  });
}

/** The daily purge: keys older than IDEMPOTENCY_KEY_DAYS answer nothing any more (idempotency_keys_created_idx). */
export async function purgeOldIdempotencyKeys(db: Db) {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${IDEMPOTENCY_KEY_DAYS})`));
}
