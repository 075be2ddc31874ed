import { useTranslation } from 'react-i18next';
import type { Language } from '@backoffice/contract';
import { currentLanguage, i18n } from './i18n';
import { setStoredLanguage } from './session-storage';

export type Direction = 'ltr' | 'rtl';
export const directionOf = (language: Language): Direction => (language === 'ar' ? 'rtl' : 'ltr');

/** `<html lang dir>` follow the language, so the browser, screen readers and CSS agree. */
export function applyDocumentLanguage(language: Language) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Switches the whole app at once, without a reload; the choice is kept in local storage. */
export async function changeLanguage(language: Language) {
  setStoredLanguage(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}

/** The current language and its direction; re-renders when the language changes. */
export function useLanguage() {
  useTranslation();
  const language = currentLanguage();
  return { language, direction: directionOf(language), changeLanguage };
}
