import mjml2html from 'mjml';
import { convert } from 'html-to-text';
import type { Language } from '@backoffice/contract';

/** The product's name in the header of every class e-mail. */
export const BRAND_NAME = 'EduDesk';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const SLOTS = { subject: '%%SUBJECT%%', body: '%%BODY%%', footer: '%%FOOTER%%', lang: 'xx-lang', dir: 'xx-dir' };

/** The branded layout in MJML: header band, white card with the subject and the body, footer line. */
const TEMPLATE = `<mjml lang="${SLOTS.lang}" dir="${SLOTS.dir}">
  <mj-head>
    <mj-title>${SLOTS.subject}</mj-title>
    <mj-attributes>
      <mj-all font-family="Segoe UI, Tahoma, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="1.6" color="#1f2937" />
    </mj-attributes>
    <mj-style>
      .email-body p { margin: 0 0 12px; }
      .email-body a { color: #1565c0; }
    </mj-style>
  </mj-head>
  <mj-body background-color="#f3f4f6">
    <mj-section background-color="#1565c0" padding="20px 24px">
      <mj-column>
        <mj-text color="#ffffff" font-size="22px" font-weight="700" align="center">${BRAND_NAME}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text font-size="20px" font-weight="600" padding-bottom="12px">${SLOTS.subject}</mj-text>
        <mj-text css-class="email-body">${SLOTS.body}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="16px 24px">
      <mj-column>
        <mj-text font-size="12px" color="#6b7280" align="center">${SLOTS.footer}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

let compiled: Promise<string> | undefined;

/** MJML runs once per process; each message only fills the slots of the compiled HTML. */
const compiledLayout = () =>
  (compiled ??= Promise.resolve(mjml2html(TEMPLATE, { validationLevel: 'strict', minify: false })).then((result) => {
    if (result.errors.length > 0) throw new Error(`email layout: ${result.errors.map((e) => e.formattedMessage).join('; ')}`);
    return result.html;
  }));

export type BrandedEmail = { html: string; text: string };

/**
 * The message exactly as it is sent: `bodyHtml` must already be sanitised; the subject and the
 * footer are text and escaped here. The plain-text part is made from the same HTML.
 */
export async function brandedEmail(input: {
  subject: string;
  bodyHtml: string;
  footer: string;
  lang: Language;
}): Promise<BrandedEmail> {
  const layout = await compiledLayout();
  const html = layout
    .split(SLOTS.subject)
    .join(escapeHtml(input.subject))
    .split(SLOTS.footer)
    .join(escapeHtml(input.footer))
    .split(SLOTS.lang)
    .join(input.lang)
    .split(SLOTS.dir)
    .join(input.lang === 'ar' ? 'rtl' : 'ltr')
    .replace(SLOTS.body, () => input.bodyHtml);
  const bodyText = convert(input.bodyHtml, {
    wordwrap: 78,
    selectors: [{ selector: 'a', options: { hideLinkHrefIfSameAsText: true } }],
  });
  const text = [BRAND_NAME, '', input.subject, '', bodyText, '', '--', input.footer].join('\n');
  return { html, text };
}
