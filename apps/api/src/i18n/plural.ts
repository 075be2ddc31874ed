import { pluralForm, type CountForms, type Language } from '@backoffice/contract';

export type { CountForms };

/** The phrase for `count` in `language`: "1 session", "3 sessions"; "حصة واحدة", "حصتان", "3 حصص", "11 حصة". */
export function countPhrase(language: Language, count: number, forms: Record<Language, CountForms>): string {
  return pluralForm(language, count, forms[language]).replace(/\{count\}/g, String(count));
}
