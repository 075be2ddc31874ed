import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MEDIA_GRANT_MINUTES } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { mediaGrants } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';
import { AppError } from '../../plugins/app-error';
import { currentStudent } from '../../plugins/auth';

export type GrantResource = { type: 'video' | 'pdf'; id: number };
/** Who a grant is made for: a staff user or a student, by their own id. */
export type Viewer = { audience: 'staff' | 'student'; id: number; label: string };

/** The signed-in caller of a 'viewer' route (staff or a student, as their token says), as a grant names them. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (request.user) return { audience: 'staff', id: request.user.id, label: request.user.email };
  const student = currentStudent(request);
  return { audience: 'student', id: student.id, label: student.email };
}

/** A grant for one viewer and one file, valid for MEDIA_GRANT_MINUTES; answers the token (kept only hashed). */
export async function issueGrant(db: Db, viewer: Viewer, resource: GrantResource): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + MEDIA_GRANT_MINUTES * 60_000);
  await db.insert(mediaGrants).values({
    tokenHash: hashToken(token),
    resourceType: resource.type,
    resourceId: resource.id,
    audience: viewer.audience,
    userId: viewer.id,
    expiresAt,
  });
  // Expired grants of anyone go with each new one: the table stays small without a schedule.
  await db.delete(mediaGrants).where(lt(mediaGrants.expiresAt, new Date(Date.now() - 60_000)));
  return { token, expiresAt };
}

export const invalidGrant = () => new AppError(403, 'This link has expired or is not valid for this file.');

/**
 * 403 unless the token is a live grant for exactly this file (a grant for video A never opens B) and, with
 * a `holder`, made for that signed-in viewer: a grant copied to someone else, or used without its
 * viewer's sign-in, opens nothing. `null` lets the grant alone open it (encrypted segments only).
 */
export async function assertGrant(
  db: Db,
  token: string,
  resource: GrantResource,
  holder: Pick<Viewer, 'audience' | 'id'> | null,
): Promise<void> {
  const [row] = await db
    .select({ id: mediaGrants.id })
    .from(mediaGrants)
    .where(
      and(
        eq(mediaGrants.tokenHash, hashToken(token)),
        eq(mediaGrants.resourceType, resource.type),
        eq(mediaGrants.resourceId, resource.id),
        gt(mediaGrants.expiresAt, new Date()),
        holder ? and(eq(mediaGrants.audience, holder.audience), eq(mediaGrants.userId, holder.id)) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw invalidGrant();
}
