import { escapeHtml } from '../../lib/escape-html';
import { AppError } from '../../plugins/app-error';

/** Hosts whose players a non-secure video may embed. */
export const EMBED_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'www.dailymotion.com',
  'drive.google.com',
  'iframe.mediadelivery.net',
  'fast.wistia.net',
];

export const invalidEmbed = () =>
  new AppError(422, 'The embedded HTML must be an iframe of an allowed video host.', {
    embedded_html: ['The embedded HTML must be an iframe of an allowed video host.'],
  });

/**
 * The embedded HTML a client sent, rebuilt rather than filtered: only the first iframe's https `src` on an
 * allowed host is kept, inside an iframe whose every other attribute is ours. Null for no HTML.
 */
export function sanitizeEmbed(html: string | null): { html: string; url: string } | null {
  if (!html) return null;
  const iframe = /<iframe\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(html);
  if (!iframe) throw invalidEmbed();
  const source = (iframe[1] ?? iframe[2] ?? iframe[3]).replace(/&amp;/g, '&');
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    throw invalidEmbed();
  }
  if (url.protocol !== 'https:' || !EMBED_HOSTS.includes(url.hostname)) throw invalidEmbed();
  const src = escapeHtml(url.toString());
  return {
    url: url.toString(),
    html: `<iframe src="${src}" width="640" height="360" frameborder="0" allow="encrypted-media; fullscreen; picture-in-picture" allowfullscreen></iframe>`,
  };
}
