import { z } from 'zod';

/**
 * An empty input ('' from a blank date or text field, null from a cleared select) counts as missing,
 * so the contract's "is required" message shows instead of a format message.
 */
export const emptyAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null || Number.isNaN(value) ? undefined : value), schema);

/**
 * The same for every top-level field of an object schema, keeping its own rules (refinements included)
 * in the contract: blank fields reach it as missing.
 */
export function withBlankAsMissing<S extends z.ZodType>(schema: S) {
  const blankToMissing = (values: unknown) =>
    values && typeof values === 'object'
      ? Object.fromEntries(
          Object.entries(values).map(([key, value]) => [key, value === '' || Number.isNaN(value) ? undefined : value]),
        )
      : values;
  return z.preprocess(blankToMissing, schema) as unknown as z.ZodType<z.output<S>, z.input<S>>;
}
