import { negotiate } from '@fastify/accept-negotiator';
import { DEFAULT_LANGUAGE, LANGUAGES, translateMessage, type Language } from '@backoffice/contract';

const SUPPORTED = [...LANGUAGES];

/**
 * The supported language an Accept-Language header prefers most, by its q-values, else English.
 * A region counts as its language ("ar-EG" is Arabic), as the old first-match reading allowed.
 */
export function pickLanguage(header: string | undefined): Language {
  const ranges = (header ?? '').toLowerCase().replace(/([a-z*]+)-[a-z0-9-]+/g, '$1');
  return negotiate(ranges, SUPPORTED) ?? DEFAULT_LANGUAGE;
}

/** The message in `lang`, English when it has no translation, with {placeholders} filled. */
export const translate = translateMessage;
