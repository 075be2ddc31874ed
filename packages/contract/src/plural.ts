import { type Language } from './language';

/**
 * The forms of a counted text by CLDR plural category, `{count}` filled in later: English has one and
 * other, Arabic zero, one, two, few (3–10), many (11–99) and other (100, 101…).
 */
export type CountForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<Language, Intl.PluralRules>();

/** The form of `forms` that `count` takes in `language`: `other` when the language has no form of its own. */
export function pluralForm(language: Language, count: number, forms: CountForms): string {
  if (!rules.has(language)) rules.set(language, new Intl.PluralRules(language));
  return forms[(rules.get(language) as Intl.PluralRules).select(count)] ?? forms.other;
}
