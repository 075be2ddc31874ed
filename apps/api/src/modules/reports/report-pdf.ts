import fs from 'node:fs';
import { chromium } from 'playwright-core';

/** Debian's Chromium; CHROMIUM_PATH points elsewhere. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasPdfEngine = () => fs.existsSync(chromiumPath());

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Prints an HTML page to PDF with Chromium: its text shaper joins Arabic letters and lays out right to
 * left, and the PDF keeps real text (pdftotext reads the words back). The page may not load anything.
 */
export async function renderPdf(html: string): Promise<Buffer> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: FLAGS });
  try {
    const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
    const page = await context.newPage();
    await page.route('**/*', (route) => route.abort());
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  } finally {
    await browser.close();
  }
}
