import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@backoffice/contract';
import { getLanguage } from './session-storage';

/**
 * Message files are src/locales/<language>/<feature>.json, used as `feature.key`: a feature adds its
 * own pair and nothing else has to change. The shared pieces' and sign-in's texts come with the first
 * download; the sidebar's (nav) arrive with the staff shell and a feature's with its screen
 * (`loadMessages`, called by the router), so the sign-in page does not carry the texts of forty screens.
 */
const eagerFiles = import.meta.glob<Record<string, unknown>>('../locales/*/{common,auth}.json', {
  eager: true,
  import: 'default',
});
const featureFiles = import.meta.glob<Record<string, unknown>>(['../locales/*/*.json', '!../locales/*/{common,auth}.json'], {
  import: 'default',
});

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

export const resources = buildResources(eagerFiles);

/** Adds message files already in the download (an app's own first screen's, `import.meta.glob` with `eager`). */
export function addMessages(files: Record<string, Record<string, unknown>>) {
  for (const [language, bundle] of Object.entries(buildResources(files))) {
    i18n.addResourceBundle(language, 'translation', bundle.translation as Record<string, unknown>, true, true);
  }
}

/** Loads a feature's texts in both languages (a switch of language then needs no download). */
export async function loadMessages(feature: string) {
  const files = Object.entries(featureFiles).filter(([file]) => file.endsWith(`/${feature}.json`));
  addMessages(Object.fromEntries(await Promise.all(files.map(async ([file, load]) => [file, await load()] as const))));
}

/** Every feature's texts at once, for component tests that render a feature without its route. */
export async function loadAllMessages() {
  const features = new Set(Object.keys(featureFiles).map((file) => file.replace(/.*\/|\.json$/g, '')));
  await Promise.all([...features].map(loadMessages));
}

void i18n.use(initReactI18next).init({
  resources,
  lng: getLanguage(),
  supportedLngs: [...LANGUAGES],
  // A key missing in Arabic shows the English text (the key test reports it), never the raw key.
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const currentLanguage = () =>
  ((LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : DEFAULT_LANGUAGE) as Language;

export { i18n };
