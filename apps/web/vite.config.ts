import { defineConfig } from 'vite';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { staffPwa } from './pwa/staff-pwa.ts';
import { studentServiceWorker } from './pwa/student-sw.ts';

export default defineConfig({
  root: import.meta.dirname,
  // Service workers, one per app and scope, each configured in its own pwa/ file: the staff app's at /, the
  // student app's at /student/ (the nearer scope wins there).
  plugins: [react(), staffPwa(), studentServiceWorker()],
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
