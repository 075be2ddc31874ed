import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
// The worker is a file of this build (hashed, same origin): no CDN, and the CSP's 'self' allows it.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy, PDFPageProxy, PageViewport } from 'pdfjs-dist';

/**
 * Opens a PDF from its bytes. pdf.js hands the buffer to its worker (detaching it), so it gets a
 * copy and the caller keeps the original for pdf-lib. No eval: the CSP has no 'unsafe-eval'.
 */
export function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  return getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
}
