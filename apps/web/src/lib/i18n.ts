import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@backoffice/contract';
import { getLanguage } from './session-storage';

/**
 * Every message file under src/locales/<language>/<feature>.json, as `feature.key`:
 * a feature adds its own file and nothing else has to change.
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

export function buildResources(entries: Record<string, Record<string, unknown>>): Resource {
  const resources: Record<string, { translation: Record<string, unknown> }> = {};
  for (const [file, messages] of Object.entries(entries)) {
    const [, language, feature] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
    if (!language || !feature) continue;
    resources[language] ??= { translation: {} };
    resources[language].translation[feature] = messages;
  }
  return resources;
}

export const resources = buildResources(files);

void i18n.use(initReactI18next).init({
  resources,
  lng: getLanguage(),
  supportedLngs: [...LANGUAGES],
  // A key missing in Arabic shows the English text (the key test reports it), never the raw key.
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const currentLanguage = () => ((LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : DEFAULT_LANGUAGE) as Language;

export { i18n };
