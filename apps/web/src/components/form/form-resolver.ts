import { zodResolver } from '@hookform/resolvers/zod';
import { set, type FieldErrors, type FieldValues, type Resolver, type ResolverResult } from 'react-hook-form';
import type { z } from 'zod';
import { IMPOSSIBLE_DATE_MESSAGE } from '@backoffice/contract';
import { IMPOSSIBLE_DATE } from './picker-value';

/** The paths ('startDate', 'rows.0.date') of the date fields holding a day that does not exist. */
function impossibleDatePaths(value: unknown, path: string[] = []): string[] {
  if (value === IMPOSSIBLE_DATE) return [path.join('.')];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => impossibleDatePaths(item, [...path, key]));
}

/** A form without a schema takes its values as they are. */
const asTheyAre = <T extends FieldValues>(values: T): ResolverResult<T> => ({ values, errors: {} });

/**
 * The contract's schema as the form's resolver, and one rule every form shares: a date field holding a day
 * that does not exist says so, whatever the schema would say of it ("required", a format, or nothing).
 */
export function formResolver<T extends FieldValues>(schema?: z.ZodType<T, FieldValues>): Resolver<T> {
  const resolve: Resolver<T> = schema ? (zodResolver(schema) as unknown as Resolver<T>) : asTheyAre;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const paths = impossibleDatePaths(values);
    if (paths.length === 0) return result;
    const errors = { ...result.errors } as FieldErrors<T>;
    for (const path of paths) set(errors, path, { type: 'impossibleDate', message: IMPOSSIBLE_DATE_MESSAGE });
    return { values: {}, errors };
  };
}
