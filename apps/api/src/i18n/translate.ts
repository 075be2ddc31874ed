import { DEFAULT_LANGUAGE, LANGUAGES, translateMessage, type Language } from '@backoffice/contract';

/** The first supported language of an Accept-Language header, else English. */
export function pickLanguage(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase().slice(0, 2);
    if ((LANGUAGES as readonly string[]).includes(tag)) return tag as Language;
  }
  return DEFAULT_LANGUAGE;
}

/** The message in `lang`, English when it has no translation, with {placeholders} filled. */
export const translate = translateMessage;
