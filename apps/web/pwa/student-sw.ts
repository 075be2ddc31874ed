import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { generateSW } from 'workbox-build';
import { OFFLINE_READABLE_API, STUDENT_API_CACHE } from '../src/student/offline-cache.ts';

type Chunk = { file: string; src?: string; css?: string[]; imports?: string[]; dynamicImports?: string[] };

/** The student app's screens that are not kept offline: video and PDF players are large and need the network anyway. */
const ONLINE_ONLY = /student-media|hls\.js|pdfjs|student-paper/;

/** The student entry's files and those of every screen it may load, from Vite's manifest (the shell kept offline). */
function studentShellFiles(dist: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const files = new Set<string>();
  const visit = (key: string, seen = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || ONLINE_ONLY.test(key)) return;
    seen.add(key);
    files.add(chunk.file);
    chunk.css?.forEach((file) => files.add(file));
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach((imported) => visit(imported, seen));
  };
  visit('student/index.html');
  return [...files];
}

/**
 * The student app's service worker, /student/sw.js, scoped to /student/ (so a staff app worker can take / later
 * without the two meeting): it keeps the shell (page, scripts, texts, icons) for offline starts, answers every
 * /student/* page with the shell, and keeps the last answers of the classes' reads (network first). Nothing is
 * queued: a scan needs the live code, so the app refuses it offline.
 */
export function studentServiceWorker(): Plugin {
  let dist = '';
  return {
    name: 'student-service-worker',
    apply: 'build',
    configResolved(config) {
      dist = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const shell = studentShellFiles(dist);
      const { count, size, warnings } = await generateSW({
        globDirectory: dist,
        globPatterns: [...shell, 'student/index.html', 'student/app-preload.js', 'student/*.webmanifest', 'student/icons/*.png', 'logo.svg'],
        swDest: path.join(dist, 'student/sw.js'),
        modifyURLPrefix: { '': '/' },
        // Hashed files are their own version; the page and the manifests are checked by their content.
        dontCacheBustURLsMatching: /^\/assets\//,
        navigateFallback: '/student/index.html',
        navigateFallbackAllowlist: [/^\/student(\/|$)/],
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        inlineWorkboxRuntime: true,
        sourcemap: false,
        mode: 'production',
        runtimeCaching: [
          {
            // A RegExp, not a function: the worker is written out as text, without this file's imports.
            urlPattern: OFFLINE_READABLE_API,
            handler: 'NetworkFirst',
            method: 'GET',
            options: { cacheName: STUDENT_API_CACHE, networkTimeoutSeconds: 8, expiration: { maxEntries: 200 } },
          },
        ],
      });
      for (const warning of warnings) this.warn(warning);
      this.info?.(`student service worker: ${count} files, ${(size / 1024).toFixed(0)} KiB precached`);
    },
  };
}
