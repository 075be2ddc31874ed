import { i18n } from '@/lib/i18n';

/**
 * The web app manifest in the app's language: a browser reads a manifest's one name (and its direction) when the
 * app is installed, so Arabic has its own file (public/student/manifest.ar.webmanifest) and the link follows the
 * language switch.
 */
export function linkManifestToLanguage() {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) return;
  const apply = (language: string) => {
    const href = language === 'ar' ? '/student/manifest.ar.webmanifest' : '/student/manifest.webmanifest';
    // Only a change: writing the same address again has the browser read the manifest and check the app again.
    if (link.getAttribute('href') !== href) link.href = href;
  };
  apply(i18n.language);
  i18n.on('languageChanged', apply);
}
