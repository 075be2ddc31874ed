import type { FieldErrors } from '@backoffice/contract';

/** The one error a service throws for a client mistake; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields: FieldErrors | null = null,
    readonly params: Record<string, string | number> = {},
    /** What the answer's `data` carries instead of the field errors: the facts of a conflict (409, 412). */
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(message);
  }
}

/** A refusal that carries what the client needs to resolve it, e.g. `{ current_total, computed_total }`. */
export const conflict = (status: 409 | 412, message: string, data: Record<string, unknown>) =>
  new AppError(status, message, null, {}, data);

export const notFound = () => new AppError(404, 'Not found');
export const forbidden = () => new AppError(403, 'This action is unauthorized.');
export const unauthenticated = () => new AppError(401, 'Unauthenticated.');

/** A 422 for one field, with the message also as the answer's message. */
export const invalidField = (field: string, message: string) => new AppError(422, message, { [field]: [message] });
