import { type Language } from './language';
import { arabicMessages } from './arabic-messages';

export { arabicMessages, arabicMessagePieces } from './arabic-messages';

const dictionaries: Record<Language, Record<string, string>> = { en: {}, ar: arabicMessages };

/**
 * A message of the API or of a contract schema in `lang`: English when it has no translation,
 * with {placeholders} filled. The API answers with it; the web shows zod messages through it.
 */
export function translateMessage(lang: Language, message: string, params: Record<string, string | number> = {}): string {
  const text = dictionaries[lang][message] ?? message;
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
