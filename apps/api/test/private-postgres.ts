/**
 * A PostgreSQL cluster of a test's own (initdb and pg_ctl on a free port in a temp folder), for what may not
 * be done to a shared server: restarting or stopping it. As root, the programs run as the `postgres` user,
 * since PostgreSQL refuses to run as root.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const OWNER = 'postgres';

/** The folder of initdb and pg_ctl: PG_BIN, else where Debian or PATH has them; null when there is none. */
function findBinDir(): string | null {
  const candidates = [process.env.PG_BIN, '/usr/local/bin'];
  try {
    candidates.push(...fs.readdirSync('/usr/lib/postgresql').map((version) => `/usr/lib/postgresql/${version}/bin`));
  } catch {
    // not Debian's layout
  }
  candidates.push(...(process.env.PATH ?? '').split(path.delimiter));
  return (
    candidates.find((dir) => dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) ?? null
  );
}

const isRoot = process.getuid?.() === 0;

function ownerIds(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', OWNER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', OWNER], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

const binDir = findBinDir();
const owner = isRoot ? ownerIds() : null;

/** Why a private cluster cannot be started here, or null when it can. */
export const privateClusterUnavailable: string | null = !binDir
  ? 'initdb and pg_ctl were not found (set PG_BIN)'
  : isRoot && !owner
    ? `running as root without a "${OWNER}" user to run PostgreSQL as`
    : null;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type PrivateCluster = {
  /** postgres://postgres@127.0.0.1:<port>/<database> (trust authentication). */
  url(database?: string): string;
  /** pg_ctl restart -m fast: sessions are ended with 57P01, as in a maintenance restart. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server (immediately) and removes its folder. */
  destroy(): Promise<void>;
};

export async function startPrivateCluster(): Promise<PrivateCluster> {
  if (privateClusterUnavailable) throw new Error(privateClusterUnavailable);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-pg-'));
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const program = (name: string, args: string[]) => {
    const file = path.join(binDir!, name);
    return owner ? run('runuser', ['-u', OWNER, '--', file, ...args]) : run(file, args);
  };
  const pgCtl = (...args: string[]) =>
    program('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', ...args]);

  await program('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // Its socket in its own folder; fsync off: the data is thrown away after the test.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  await pgCtl('start', '-o', options);
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    restart: async () => void (await pgCtl('restart', '-m', 'fast')),
    stop: async () => void (await pgCtl('stop', '-m', 'fast')),
    start: async () => void (await pgCtl('start', '-o', options)),
    async destroy() {
      await pgCtl('stop', '-m', 'immediate').catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
