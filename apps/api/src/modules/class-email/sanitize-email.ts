import sanitizeHtml from 'sanitize-html';

const DIRECTIONS = ['ltr', 'rtl', 'auto'];

/**
 * The allow-list an e-mail body passes before it is stored or sent: the formatting the editor makes
 * (paragraphs, headings, bold, italic, lists, links, right-to-left paragraphs) and nothing else.
 * Scripts and styles are dropped with their content, event handlers and every other attribute are
 * removed, links keep only http, https and mailto, and forms, frames and images never pass.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: { '*': ['dir'], a: ['href', 'dir', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object'],
  allowedStyles: {},
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
};

export function sanitizeEmailBody(html: string): string {
  const clean = sanitizeHtml(html, options);
  // A `dir` other than the three directions is dropped too.
  return clean.replace(/\sdir="([^"]*)"/g, (whole, value: string) => (DIRECTIONS.includes(value) ? whole : ''));
}

/** True when nothing a reader would see is left (an empty editor leaves `<p></p>`). */
export const isBlankHtml = (html: string) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() === '';
