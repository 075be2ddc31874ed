import { VitePWA } from 'vite-plugin-pwa';
import { STAFF_API_CACHE } from '../src/lib/staff-api-cache';

/**
 * The staff app's service worker (dist/sw.js, scope /), so the Workstation opens without a network: it
 * precaches the shell and every lazy chunk, and keeps the last answer of the API reads a class's Workstation
 * needs (the signed-in user, the class pickers, each tab's list: register and score sheets with their students),
 * network first. The student app (/student) is not its business: navigations there and to /api are never
 * answered from its cache, and it is registered by the staff entry only (src/app/register-service-worker.ts).
 *
 * Updates: a new build's worker skips waiting and claims the open pages, which then reload once onto the new
 * build (their old lazy chunks are gone from the server). Staged changes (local storage) and the offline queue
 * (IndexedDB) survive the reload, so nothing is lost, and no page mixes chunks of two builds.
 */
export const staffPwa = () =>
  VitePWA({
    strategies: 'generateSW',
    filename: 'sw.js',
    scope: '/',
    injectRegister: false,
    manifest: false,
    registerType: 'autoUpdate',
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2,mjs}'],
      globIgnores: ['student/**'],
      // pdf.js and its worker are over the default 2 MiB: the Workstation opens PDFs.
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/student(\/|$)/, /^\/api(\/|$)/],
      cleanupOutdatedCaches: true,
      skipWaiting: true,
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin &&
            request.method === 'GET' &&
            /^\/api\/admin\/(auth\/me|select-options\/class-categories-with-classes|classes\/\d+\/(attendance|homework|quizzes|exams|classworks))$/.test(
              url.pathname,
            ),
          handler: 'NetworkFirst',
          options: {
            cacheName: STAFF_API_CACHE,
            expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
          },
        },
      ],
    },
  });
