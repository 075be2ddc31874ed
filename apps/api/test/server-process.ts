import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const SERVER = path.resolve(import.meta.dirname, '../src/server.ts');

export type ServerProcess = {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the first match of `pattern` in the output; rejects when the process exits first. */
  printed: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpExecArray>;
  exited: Promise<number | null>;
  /** SIGTERM, then the exit (SIGKILL after `graceMs`). */
  stop: (graceMs?: number) => Promise<number | null>;
};

/** The real server (`server.ts` under tsx) in a process of its own, with `env` over the test's environment. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const { DATABASE_URL: _url, METRICS_PORT: _metrics, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const printed = (pattern: RegExp, timeoutMs = 120_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const startedAt = Date.now();
      const check = () => {
        const match = pattern.exec(output);
        if (match) resolve(match);
        else if (child.exitCode !== null) reject(new Error(`server exited with ${child.exitCode}: ${output}`));
        else if (Date.now() - startedAt > timeoutMs) reject(new Error(`server did not print ${pattern}: ${output}`));
        else setTimeout(check, 20);
      };
      check();
    });
  const stop = async (graceMs = 30_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
  return { child, output: () => output, printed, exited, stop };
}
