import { defineConfig } from 'vite';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { staffPwa } from './pwa/staff-pwa.ts';
import { studentServiceWorker } from './pwa/student-sw.ts';
import { LOGO_SVG_CONTENT } from './src/lib/brand.ts';

/** The boot shells' logo (index.html, student/index.html), drawn in the page from the one copy the sign-in card draws. */
const bootShellLogo = {
  name: 'boot-shell-logo',
  transformIndexHtml: (html: string) =>
    html.replace(
      '<!-- logo: the vite.config plugin draws it here (lib/brand.ts) -->',
      `<svg viewBox="0 0 64 64" width="44" height="44" aria-hidden="true">${LOGO_SVG_CONTENT}</svg>`,
    ),
};

export default defineConfig({
  root: import.meta.dirname,
  // Service workers, one per app and scope, each configured in its own pwa/ file: the staff app's at /, the
  // student app's at /student/ (the nearer scope wins there).
  plugins: [react(), bootShellLogo, staffPwa(), studentServiceWorker()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  // The manifest lists each chunk and its imports: `npm run bench:web` reads what a route downloads.
  // Two pages: the staff app (index.html) and the student app (student/index.html, served at /student).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      input: {
        main: path.resolve(import.meta.dirname, 'index.html'),
        student: path.resolve(import.meta.dirname, 'student/index.html'),
      },
    },
  },
  // `npm run dev -w apps/web` talks to the API on :3000.
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
