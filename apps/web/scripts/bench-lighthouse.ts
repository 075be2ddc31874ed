/**
 * Lighthouse's mobile preset (simulated slow 4G, CPU 4x slower) on the served production build, per page:
 * the staff sign-in, the student app's first screen and its sign-in, a student class page and a scan result,
 * the signed-in ones as a demo student (`npm run bench:lighthouse`; it builds first). The app runs as `npm start`
 * runs it, on a free port with a fresh DATA_DIR (the demo data), in Debian's Chromium (CHROMIUM_PATH to change).
 * Each line sits beside the figures of issue 31 where it has them. Exits 1 under the targets.
 * LH_PAGES=student,scan measures only the pages whose name holds one of the words; LH_REPORTS=dir keeps each
 * page's full report (JSON) there. Lighthouse's benchmark index of this machine is printed: simulated throttling
 * multiplies what the CPU really took, so a busy machine scores lower.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_STUDENT = { email: 'youssef.ali@students.example.com', password: 'demo-student-2026' };
const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026' };
const TARGET = { performance: 90, accessibility: 95, 'best-practices': 95 };

type Figures = {
  benchmarkIndex?: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  kib: number;
};
/** Issue 31's figures, measured the same way before the work on the phone pages. */
const BEFORE: Record<string, Figures> = {
  '/login': { performance: 55, accessibility: 100, bestPractices: 100, fcp: 3700, lcp: 4800, tbt: 800, kib: 276 },
  '/student': { performance: 49, accessibility: 100, bestPractices: 100, fcp: 4500, lcp: 5700, tbt: 800, kib: 361 },
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function waitUntilReady(base: string) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const ready = await fetch(`${base}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The app did not become ready in 5 minutes');
}

async function post<T>(base: string, url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}/api/${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

async function get<T>(base: string, url: string, token: string): Promise<T> {
  const response = await fetch(`${base}/api/${url}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** One Lighthouse run in a fresh profile; `token` is put where the student app keeps it before the page loads. */
async function measure(url: string, token?: string): Promise<Figures> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-profile-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
  });
  try {
    if (token) {
      // A JSON answer of the same origin: local storage is written without loading (or caching) the app.
      const page = await context.newPage();
      await page.goto(new URL('/api/health/live', url).href);
      await page.evaluate((stored) => localStorage.setItem('student-token', stored), token);
      await page.close();
    }
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`No Lighthouse result for ${url}`);
    const { categories, audits, runtimeError, environment } = result.lhr;
    if (runtimeError) console.warn(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    if (process.env.LH_REPORTS) {
      fs.mkdirSync(process.env.LH_REPORTS, { recursive: true });
      const name = new URL(url).pathname.replace(/\W+/g, '-');
      fs.writeFileSync(path.join(process.env.LH_REPORTS, `${name}.json`), result.report as string);
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      benchmarkIndex: environment.benchmarkIndex,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      kib: value('total-byte-weight') / 1024,
    };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const line = (figures: Figures) =>
  `perf ${figures.performance} a11y ${figures.accessibility} bp ${figures.bestPractices} ` +
  `FCP ${(figures.fcp / 1000).toFixed(1)} s LCP ${(figures.lcp / 1000).toFixed(1)} s TBT ${Math.round(figures.tbt)} ms ${Math.round(figures.kib)} KiB` +
  (figures.benchmarkIndex ? ` (benchmark index ${Math.round(figures.benchmarkIndex)})` : '');

const build = spawn('npx', ['tsx', 'scripts/build.ts'], { cwd: ROOT, stdio: 'inherit' });
if ((await new Promise<number | null>((resolve) => build.on('exit', resolve))) !== 0) throw new Error('The build failed');

const appPort = await freePort();
const base = `http://localhost:${appPort}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-data-'));
const server = spawn('node', ['apps/api/dist/server.js'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(appPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_URL: base },
});
let failed = false;
try {
  await waitUntilReady(base);
  const { token } = await post<{ token: string }>(base, 'home/auth/login', DEMO_STUDENT);
  const [klass] = await get<{ id: number }[]>(base, 'home/classes', token);
  const staff = await post<{ token: string }>(base, 'admin/auth/login', DEMO_ADMIN);
  const attendance = await get<{ id: number }[]>(base, `home/classes/${klass.id}/attendance`, token);
  /** A live code (valid 60 s), asked for just before its page is measured. */
  const scanUrl = async () => {
    const code = await post<{ url: string }>(
      base,
      `admin/classes/${klass.id}/attendance/${attendance[0].id}/create-qrcode`,
      {},
      staff.token,
    );
    return `${base}${new URL(code.url).pathname}${new URL(code.url).search}`;
  };

  const pages: { name: string; url: () => Promise<string> | string; signedIn?: boolean }[] = [
    { name: '/login', url: () => `${base}/login` },
    { name: '/student/login', url: () => `${base}/student/login` },
    { name: '/student', url: () => `${base}/student`, signedIn: true },
    { name: '/student/classes/:id', url: () => `${base}/student/classes/${klass.id}`, signedIn: true },
    { name: '/student/scan?t=…', url: scanUrl, signedIn: true },
  ];

  const only = process.env.LH_PAGES?.split(',');
  for (const page of pages.filter(({ name }) => !only || only.some((word) => name.includes(word)))) {
    let figures = await measure(await page.url(), page.signedIn ? token : undefined);
    // A trace Lighthouse could not read (NO_NAVSTART, NO_FCP on a busy machine) is its own failure: measured again once.
    if (Number.isNaN(figures.fcp)) figures = await measure(await page.url(), page.signedIn ? token : undefined);
    const before = BEFORE[page.name];
    console.log(`${page.name.padEnd(22)} ${line(figures)}${before ? `   (before: ${line(before)})` : ''}`);
    const isUnderTarget =
      figures.performance < TARGET.performance ||
      figures.accessibility < TARGET.accessibility ||
      figures.bestPractices < TARGET['best-practices'];
    failed ||= isUnderTarget;
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
