import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@backoffice/contract';

const LANGUAGE_KEY = 'language';
/** The staff app's token; the student app (its own bundle) keeps its token under another key. */
let tokenKey = 'token';

/** Called once by the student app before anything else: a staff and a student session can share a browser. */
export const chooseTokenKey = (key: string) => {
  tokenKey = key;
};
export const getToken = () => localStorage.getItem(tokenKey);
export const setToken = (token: string) => localStorage.setItem(tokenKey, token);
export const removeToken = () => localStorage.removeItem(tokenKey);

export function getLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

export const setStoredLanguage = (language: Language) => localStorage.setItem(LANGUAGE_KEY, language);
