import type { Language } from '@backoffice/contract';
import { BRAND_NAME } from '../class-email/email-layout';
import { escapeHtml } from '../../lib/escape-html';
import { DIGEST_TEXTS } from './digest-texts';

const LANGUAGES: Language[] = ['en', 'ar'];

/** One small page in English and Arabic (each in its direction); no script, so the app's CSP holds. */
function page(sections: (language: Language) => string): string {
  const blocks = LANGUAGES.map(
    (language) =>
      `<section lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<h1>${escapeHtml(DIGEST_TEXTS[language].page.title)}</h1>
${sections(language)}
</section>`,
  ).join('\n<hr>\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${BRAND_NAME}</title>
<style>body{font-family:Segoe UI,Tahoma,Arial,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
h1{font-size:1.25rem}button{font:inherit;padding:.5rem 1rem;background:#1565c0;color:#fff;border:0;border-radius:4px;cursor:pointer}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}hr{margin:2rem 0;border:0;border-top:1px solid #e5e7eb}</style>
</head><body><main><p><strong>${BRAND_NAME}</strong></p>
${blocks}
</main></body></html>`;
}

/** The page the e-mail's link opens: the question, and a button that posts the token. */
export const confirmPage = (email: string, token: string) =>
  page(
    (language) => `<p>${escapeHtml(DIGEST_TEXTS[language].page.question(email))}</p>
<form method="post" action="/api/home/unsubscribe"><input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">${escapeHtml(DIGEST_TEXTS[language].page.confirm)}</button></form>`,
  );

export const donePage = (email: string) =>
  page((language) => `<p role="status">${escapeHtml(DIGEST_TEXTS[language].page.done(email))}</p>`);
