import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
// The worker is a file of this build (hashed, same origin): no CDN, and the CSP's 'self' allows it.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy, PDFPageProxy, PageViewport } from 'pdfjs-dist';

/**
 * Starts pdf.js's worker now, while the submission and its file are still downloading, and keeps it for
 * every document after. Left to the first `getDocument`, its 1 MB script was fetched and compiled only
 * once the file had come: seconds before page 1 on a loaded machine.
 */
export function startPdfWorker() {
  if (GlobalWorkerOptions.workerPort || typeof Worker === 'undefined') return;
  GlobalWorkerOptions.workerPort = new Worker(workerUrl, { type: 'module' });
}

/**
 * Opens a PDF from its bytes. pdf.js hands the buffer to its worker (detaching it), so it gets a
 * copy and the caller keeps the original for pdf-lib. No eval: the CSP has no 'unsafe-eval'.
 */
export function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  startPdfWorker();
  return getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
}
