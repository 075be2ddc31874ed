import mjml2html from 'mjml';
import { convert } from 'html-to-text';
import type { Language } from '@backoffice/contract';
import { escapeHtml } from '../../lib/escape-html';

/** The product's name in the header of every class e-mail. */
export const BRAND_NAME = 'EduDesk';

const SLOTS = { subject: '%%SUBJECT%%', body: '%%BODY%%', footer: '%%FOOTER%%', lang: 'xx-lang', dir: 'xx-dir' };
/** Every slot of the compiled layout, filled in one pass: what fills one slot is never searched for another. */
const ANY_SLOT = new RegExp(Object.values(SLOTS).join('|'), 'g');

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

/** A parent e-mail's unsubscribe link, shown under the footer: the page's address and its text. */
export type UnsubscribeLine = { url: string; label: string };

export type BrandedEmailInput = {
  subject: string;
  bodyHtml: string;
  footer: string;
  lang: Language;
};

/**
 * The message exactly as it is sent: `bodyHtml` must already be sanitised; the subject, the footer and the
 * unsubscribe line are text and escaped here. The plain-text part is made from the same HTML.
 */
export async function brandedEmail(input: BrandedEmailInput & { unsubscribe?: UnsubscribeLine }): Promise<BrandedEmail> {
  return (await brandedEmailOf(input))(input.unsubscribe);
}

/**
 * One message for many recipients that differ only by their unsubscribe line (a class's parents): the body's
 * plain text is made once, the rest per recipient.
 */
export async function brandedEmailOf(input: BrandedEmailInput): Promise<(unsubscribe?: UnsubscribeLine) => BrandedEmail> {
  const layout = await compiledLayout();
  const bodyText = convert(input.bodyHtml, {
    wordwrap: 78,
    selectors: [{ selector: 'a', options: { hideLinkHrefIfSameAsText: true } }],
  });
  return (unsubscribe) => {
    const footer = escapeHtml(input.footer);
    const values: Record<string, string> = {
      [SLOTS.subject]: escapeHtml(input.subject),
      [SLOTS.body]: input.bodyHtml,
      [SLOTS.footer]: unsubscribe
        ? `${footer}<br><a href="${escapeHtml(unsubscribe.url)}">${escapeHtml(unsubscribe.label)}</a>`
        : footer,
      [SLOTS.lang]: input.lang,
      [SLOTS.dir]: input.lang === 'ar' ? 'rtl' : 'ltr',
    };
    const html = layout.replace(ANY_SLOT, (marker) => values[marker]);
    const unsubscribeText = unsubscribe ? [`${unsubscribe.label}: ${unsubscribe.url}`] : [];
    const text = [BRAND_NAME, '', input.subject, '', bodyText, '', '--', input.footer, ...unsubscribeText].join('\n');
    return { html, text };
  };
}
