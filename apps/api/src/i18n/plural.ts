import type { Language } from '@backoffice/contract';

/**
 * The forms of a counted phrase by CLDR plural category, `{count}` filled in: English has one and other,
 * Arabic zero, one, two, few (3–10), many (11–99) and other (100, 101…).
 */
export type CountForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<Language, Intl.PluralRules>();

/** The phrase for `count` in `language`: "1 session", "3 sessions"; "حصة واحدة", "حصتان", "3 حصص", "11 حصة". */
export function countPhrase(language: Language, count: number, forms: Record<Language, CountForms>): string {
  if (!rules.has(language)) rules.set(language, new Intl.PluralRules(language));
  const category = (rules.get(language) as Intl.PluralRules).select(count);
  const text = forms[language][category] ?? forms[language].other;
  return text.replace(/\{count\}/g, String(count));
}
