import type * as Contract from '@backoffice/contract';
import type { Endpoint, ResponseOf } from '@backoffice/contract';
import { pathOf } from '@backoffice/contract/path';
import type { CallInput } from './api-client';
import { request, type RequestOptions } from './api-request';

type ContractModule = typeof Contract;

/**
 * An endpoint as a light screen calls it (the student app's first screens): the contract's method and path, typed
 * against its endpoint object, and where that object is, found only to check an answer outside production.
 * The contract's endpoint objects hold their zod schemas, built when the module loads: a phone paid ~0.5 s of
 * its first screen for them (with zod itself), to check answers that production only logged when wrong.
 */
export type LightEndpoint<E extends Endpoint> = {
  method: E['method'];
  path: E['path'];
  of: (contract: ContractModule) => E;
};

/** `lightEndpoint((c) => c.studentClassesApi.list, 'GET', '/home/classes')`: the method and path must be the object's. */
export const lightEndpoint = <E extends Endpoint>(
  of: (contract: ContractModule) => E,
  method: E['method'],
  path: E['path'],
): LightEndpoint<E> => ({ method, path, of });

/**
 * call() for a light endpoint: the same request (token, language, retries, ApiError, a 401 ends the session);
 * the answer is checked against the endpoint's schema in development and tests, where a wrong one throws, and
 * taken as it comes in production, where call() would only have logged it.
 */
export async function lightCall<E extends Endpoint>(endpoint: LightEndpoint<E>, input?: CallInput<E>): Promise<ResponseOf<E>> {
  const { params, ...options } = (input ?? {}) as RequestOptions & { params?: Record<string, unknown> };
  const payload = await request<unknown>(endpoint.method, pathOf(endpoint.path, params), options);
  if (import.meta.env.PROD) return payload as ResponseOf<E>;
  const [{ checkedAnswer }, contract] = await Promise.all([import('./api-client'), import('@backoffice/contract')]);
  return checkedAnswer(endpoint.of(contract), payload);
}
