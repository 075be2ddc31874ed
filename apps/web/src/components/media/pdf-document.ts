import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { fetchFile } from '@/lib/api-client';

// The worker is bundled with the app (no CDN).
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export type PdfDocument = pdfjs.PDFDocumentProxy;

/**
 * Opens a PDF from its grant address, fetched with the viewer's bearer token (the grant alone opens
 * nothing, so pdf.js gets the bytes, not the address); they stay inside pdf.js, never offered for saving.
 */
export async function openPdf(url: string): Promise<PdfDocument> {
  const bytes = new Uint8Array(await (await fetchFile(url)).arrayBuffer());
  return pdfjs.getDocument({ data: bytes, isEvalSupported: false }).promise;
}

/** Draws the viewer's identity across the rendered page, so a screenshot still names who took it. */
export function stampWatermark(canvas: HTMLCanvasElement, text: string) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const size = Math.max(14, Math.round(canvas.width / 28));
  context.save();
  context.globalAlpha = 0.16;
  context.fillStyle = '#c62828';
  context.font = `bold ${size}px sans-serif`;
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate(-Math.PI / 6);
  const step = size * 6;
  for (let y = -canvas.height; y < canvas.height; y += step) {
    for (let x = -canvas.width; x < canvas.width; x += context.measureText(text).width + size * 4) context.fillText(text, x, y);
  }
  context.restore();
}
