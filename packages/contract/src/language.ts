/**
 * The languages of the product. Kept apart from the zod schemas (no import of zod), so the web app's
 * first download, which needs the languages and the Arabic messages, carries no schema code.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
