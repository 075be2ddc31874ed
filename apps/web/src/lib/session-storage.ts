import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@backoffice/contract';

const LANGUAGE_KEY = 'language';
/** The staff app's token; the student app (its own bundle) keeps its token under another key. */
let tokenKey = 'token';
/** What else a session leaves in this browser that must go with its token (the service worker's cached answers). */
let forgetSessionData: () => void = () => undefined;

/** Called once by the student app before anything else: a staff and a student session can share a browser. */
export const chooseTokenKey = (key: string) => {
  tokenKey = key;
};

/**
 * Called once by each app at start: `forget` runs whenever the token goes, however the session ends (Logout, a
 * 401 after expiry or sign-out-everywhere, the start of a new sign-in), so the next person on a shared computer
 * finds nothing of the last one's answers.
 */
export const forgetWithToken = (forget: () => void) => {
  forgetSessionData = forget;
};

export const getToken = () => localStorage.getItem(tokenKey);
export const setToken = (token: string) => localStorage.setItem(tokenKey, token);
export function removeToken() {
  localStorage.removeItem(tokenKey);
  forgetSessionData();
}

/** Runs `onChange` when another tab removes or replaces the token this tab was signed in with. */
export function onTokenChangedElsewhere(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === tokenKey && event.oldValue !== null && event.newValue !== event.oldValue) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function getLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

export const setStoredLanguage = (language: Language) => localStorage.setItem(LANGUAGE_KEY, language);
