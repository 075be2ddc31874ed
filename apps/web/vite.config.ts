import { defineConfig, type Plugin, type Rollup } from 'vite';
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { staffPwa } from './pwa/staff-pwa.ts';
import { GUEST_PAGES, STUDENT_TOKEN_KEY } from './src/student/student-pages.ts';
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

/**
 * The boot shells' style, inlined into both pages from the one file, boot-shell.css. Before Vite reads the page
 * ('pre'), so the style is minified like any inline style; read on each page, so dev shows an edit on reload.
 */
const bootShellStyle: Plugin = {
  name: 'boot-shell-style',
  transformIndexHtml: {
    order: 'pre',
    handler: (html) =>
      html.replace(
        '<!-- style: the vite.config plugin inlines boot-shell.css here -->',
        `<style>\n${fs.readFileSync(path.join(import.meta.dirname, 'boot-shell.css'), 'utf8')}</style>`,
      ),
  },
};

/** What student/main.tsx loads for a signed-in student (its guest pages keep the sign-in card's small download). */
const STUDENT_APP = '/src/student/start-app.tsx';
/** The student app's pages a guest opens without signing in: the sign-in and its own guest pages. */
const STUDENT_GUEST_PAGES = new RegExp(`^/student(${['/login', ...GUEST_PAGES].join('|')})/?$`);

/**
 * student/app-preload.js, an async script of student/index.html: for a signed-in student (a token in local storage)
 * on an app page, the app's chunks and style start downloading with the page, beside the sign-in card's chunk,
 * instead of after it ran (a phone's slow network: a round trip and ~100 KB sooner to a student's first screen).
 * A guest downloads nothing more. A file of its own: the Content-Security-Policy allows no inline script.
 */
const studentAppPreload: Plugin = {
  name: 'student-app-preload',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const html = bundle['student/index.html'];
    const app = Object.values(bundle).find(
      (file): file is Rollup.OutputChunk => file.type === 'chunk' && Boolean(file.facadeModuleId?.endsWith(STUDENT_APP)),
    );
    if (html?.type !== 'asset' || !app) throw new Error('student-app-preload: no student/index.html or start-app chunk');
    const page = String(html.source);
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (chunk: Rollup.OutputChunk) => {
      if (scripts.has(chunk.fileName)) return;
      scripts.add(chunk.fileName);
      chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
      for (const name of chunk.imports) {
        const imported = bundle[name];
        if (imported?.type === 'chunk') visit(imported);
      }
    };
    visit(app);
    const links = [
      ...[...scripts].filter((file) => !page.includes(file)).map((file) => ({ rel: 'modulepreload', href: `/${file}` })),
      ...[...styles].map((file) => ({ rel: 'preload', as: 'style', href: `/${file}` })),
    ];
    this.emitFile({
      type: 'asset',
      fileName: 'student/app-preload.js',
      source:
        `try{if(localStorage.getItem(${JSON.stringify(STUDENT_TOKEN_KEY)})&&!${STUDENT_GUEST_PAGES}.test(location.pathname))` +
        `for(const a of ${JSON.stringify(links)}){const l=document.createElement('link');Object.assign(l,a);` +
        `l.crossOrigin='';document.head.appendChild(l)}}catch{}\n`,
    });
    html.source = page.replace('</head>', '  <script async src="/student/app-preload.js"></script>\n  </head>');
  },
};

export default defineConfig({
  root: import.meta.dirname,
  // Service workers, one per app and scope, each configured in its own pwa/ file: the staff app's at /, the
  // student app's at /student/ (the nearer scope wins there).
  plugins: [react(), bootShellStyle, bootShellLogo, studentAppPreload, staffPwa(), studentServiceWorker()],
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
