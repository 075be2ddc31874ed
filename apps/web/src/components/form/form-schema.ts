import { z } from 'zod';

/**
 * An empty input ('' from a blank date or text field, null from a cleared select) counts as missing,
 * so the contract's "is required" message shows instead of a format message.
 */
export const emptyAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null || Number.isNaN(value) ? undefined : value), schema);
