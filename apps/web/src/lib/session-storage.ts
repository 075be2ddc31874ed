import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@backoffice/contract';

const TOKEN_KEY = 'token';
const LANGUAGE_KEY = 'language';

export const getToken = () => localStorage.getItem(TOKEN_KEY);
export const setToken = (token: string) => localStorage.setItem(TOKEN_KEY, token);
export const removeToken = () => localStorage.removeItem(TOKEN_KEY);

export function getLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

export const setStoredLanguage = (language: Language) => localStorage.setItem(LANGUAGE_KEY, language);
