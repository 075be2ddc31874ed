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
 * Playwright starts Chromium in a process group of its own and kills it when this process exits; its
 * signal handlers stay off, as they would exit the server before it drains. Chromium also quits when its
 * pipe to us closes (this process killed).
 */
const launchOptions = () => ({
  executablePath: chromiumPath(),
  args: FLAGS,
  handleSIGINT: false,
  handleSIGTERM: false,
  handleSIGHUP: false,
});
const CONTEXT = { javaScriptEnabled: false, offline: true };

/**
 * Prints an HTML page to PDF with Chromium: its text shaper joins Arabic letters and lays out right to
 * left, and the PDF keeps real text (pdftotext reads the words back). The page may not load anything.
 * In a job, Chromium's profile lives in the job's work folder (`profileDir`), not in /tmp, and `signal`
 * closes it half-way.
 */
export async function renderPdf(html: string, options: { profileDir?: string; signal?: AbortSignal } = {}): Promise<Buffer> {
  const context = options.profileDir
    ? await chromium.launchPersistentContext(options.profileDir, { ...launchOptions(), ...CONTEXT })
    : await (await chromium.launch(launchOptions())).newContext(CONTEXT);
  // A persistent context is its browser; another is closed with the browser it was made in.
  const close = async () => {
    const browser = context.browser();
    await context.close();
    await browser?.close();
  };
  const onAbort = () => void close().catch(() => undefined);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    options.signal?.throwIfAborted();
    const page = await context.newPage();
    await page.route('**/*', (route) => route.abort());
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    await close();
  }
}
