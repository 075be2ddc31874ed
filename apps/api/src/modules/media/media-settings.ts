import { PDF_LIBRARY_MAX_BYTES, VIDEO_MAX_BYTES } from '@backoffice/contract';

/** Upload limits of videos and PDFs (VIDEO_MAX_MB, PDF_MAX_MB); the contract's defaults when unset. */
export type MediaSettings = { videoMaxBytes: number; pdfMaxBytes: number };

export const mediaSettingsOf = (settings: { media?: MediaSettings }): MediaSettings =>
  settings.media ?? { videoMaxBytes: VIDEO_MAX_BYTES, pdfMaxBytes: PDF_LIBRARY_MAX_BYTES };
