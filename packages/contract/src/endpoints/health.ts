import { z } from 'zod';
import { itemResponse } from '../common';
import { endpoint } from '../endpoint';

/** data of a health answer. */
export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

/**
 * Probes for a load balancer or an orchestrator: never queued behind the API's load, rate-limited nor logged
 * at info. A 503 (with Retry-After and the error envelope) is the transport's, so it is not declared here.
 */
export const healthApi = {
  live: endpoint({
    method: 'GET',
    path: '/health/live',
    guard: 'public',
    response: itemResponse(healthSchema),
    summary: 'Liveness',
    description: 'The process answers: 200 whatever the state of the database. Restart the process only when this fails.',
  }),
  ready: endpoint({
    method: 'GET',
    path: '/health/ready',
    guard: 'public',
    response: itemResponse(healthSchema),
    summary: 'Readiness',
    description:
      'The process has started and is not stopping, the database answers within a second with every migration applied, and the file store answers: 200, else 503 with Retry-After, whose `data.missing` names what is missing (`starting`, `stopping`, `database`, `migrations`, `file store`). Send traffic elsewhere while it is 503; the API serves again on its own once the database is back.',
  }),
};
