// @ts-check
/**
 * npm run typecheck: the contract first (tsc -b emits its declarations, which the others read instead of
 * checking its sources again), then the API, the web app and these scripts side by side, one tsc each: tsc -b
 * builds one project at a time, and the API and the web app are each most of a minute on one core. Each
 * project keeps a .tsbuildinfo (gitignored), so a second run checks only what changed.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
const ROOT = path.resolve(import.meta.dirname, '..');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

/**
 * Runs tsc -b on one project; its output is printed in one piece when it ends, so two never interleave.
 * @param {string} project
 * @returns {Promise<boolean>}
 */
function build(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TSC, '-b', project, '--pretty'], { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (output) process.stdout.write(`── ${project}\n${output}`);
      resolve(code === 0);
    });
  });
}

const ok = (await build('packages/contract')) && (await Promise.all(['apps/api', 'apps/web', 'scripts'].map(build))).every(Boolean);
process.exit(ok ? 0 : 1);
