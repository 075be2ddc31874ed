import { type Language } from './language';
import { arabicMessages } from './arabic-messages';
import { countedMessages } from './counted-messages';
import { pluralForm } from './plural';

export { arabicMessages, arabicMessagePieces } from './arabic-messages';
export { countedMessages, type CountedMessage } from './counted-messages';
export { pluralForm, type CountForms } from './plural';

const dictionaries: Record<Language, Record<string, string>> = { en: {}, ar: arabicMessages };

/**
 * A message of the API or of a contract schema in `lang`: English when it has no translation,
 * with {placeholders} filled. The API answers with it; the web shows zod messages through it.
 * A counted message takes the plural form of its number in `lang` ("1 student", "2 students"; Arabic's six).
 */
export function translateMessage(lang: Language, message: string, params: Record<string, string | number> = {}): string {
  const counted = countedMessages[message];
  const count = counted ? params[counted.counts] : undefined;
  const text = typeof count === 'number' ? pluralForm(lang, count, counted[lang]) : (dictionaries[lang][message] ?? message);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
