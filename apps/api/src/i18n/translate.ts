import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@backoffice/contract';
import { ar } from './ar';

const dictionaries: Record<Language, Record<string, string>> = { en: {}, ar };

/** The first supported language of an Accept-Language header, else English. */
export function pickLanguage(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase().slice(0, 2);
    if ((LANGUAGES as readonly string[]).includes(tag)) return tag as Language;
  }
  return DEFAULT_LANGUAGE;
}

/** The message in `lang`, English when it has no translation, with {placeholders} filled. */
export function translate(lang: Language, message: string, params: Record<string, string | number> = {}): string {
  const text = dictionaries[lang][message] ?? message;
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
