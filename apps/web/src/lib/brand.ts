/** The product's name, beside its logo in the shell and on the sign-in card. */
export const BRAND_NAME = 'EduDesk';

/**
 * public/logo.svg's drawing, for a page to draw in its own document: an <img> of an SVG builds a whole
 * separate document for it, a long task of its own on a phone's first load (the sign-in card, and the boot shells
 * of index.html and student/index.html, where vite.config.ts puts it).
 */
export const LOGO_SVG_CONTENT =
  '<rect width="64" height="64" rx="14" fill="#1e5bb8"/><path d="M12 26 32 16l20 10-20 10z" fill="#fff"/><path d="M20 31v10c0 3 6 7 12 7s12-4 12-7V31l-12 6z" fill="#ffd54f"/><path d="M50 27v12" stroke="#fff" stroke-width="3" stroke-linecap="round"/>';
