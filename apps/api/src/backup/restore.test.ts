import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ROLE } from '@backoffice/contract';
import { createClass, createUser, TEST_PASSWORD } from '../../test/factories';
import { entriesOf } from '../../test/backup-archive';
import { fromPglite, PGLITE_EXTENSIONS } from '../db/client';
import { filesDirOf, openDiskFileStore } from '../storage/file-store';
import { BackupInProgressError } from '../db/pglite-online-backup';
import { createBackupArchive } from './backup-archive';
import { issueToken } from '../modules/auth/auth.service';
import { encryptArchive } from './archive-encryption';
import { restoreBackup, RestoreError } from './restore-backup';
import { RESTORE_MARKER } from './restore-marker';
import { tarEntries } from './tar-entries';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const FILE_TEXT = '%PDF-1.4 a stored file';

/** Said by the restore process as it exits: its peak resident memory (maxRSS, in KiB). */
const PRINT_PEAK = 'data:text/javascript,process.on("exit",()=>console.error(`peak RSS ${process.resourceUsage().maxRSS} KiB`))';

/** `npm run restore -- <archive>` as a process of its own, with DATA_DIR set; `peakBytes` its peak memory. */
function runRestore(archive: string, dataDir: string, extraEnv: Record<string, string> = {}) {
  return new Promise<{ code: number; output: string; peakBytes: number }>((resolve) => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: ROOT, ...extraEnv };
    execFile(
      process.execPath,
      ['--import', 'tsx', '--import', PRINT_PEAK, 'apps/api/src/backup/restore.ts', archive],
      { cwd: ROOT, env },
      (error, stdout, stderr) =>
        resolve({
          code: error ? Number(error.code) : 0,
          output: `${stdout}${stderr}`,
          peakBytes: Number(/peak RSS (\d+) KiB/.exec(stderr)?.[1]) * 1024,
        }),
    );
  });
}

/** Servers still running, stopped by afterAll should a test time out before it stops its own. */
const startedServers = new Set<ChildProcess>();

/** The server as `npm start` runs it, on `dataDir`; resolves once it listens. */
async function startServer(dataDir: string, port: number) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), WEB_DIST: '', LOG_LEVEL: 'warn' };
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: ROOT, env });
  startedServers.add(server);
  server.once('exit', () => startedServers.delete(server));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready on')) resolve();
    });
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  return {
    stop: async () => {
      server.kill('SIGTERM');
      await stopped;
    },
  };
}

const stagingLeftovers = async (parent: string) => (await fs.readdir(parent)).filter((name) => name.includes('.restoring-'));

// The archive is the embedded database's: on PostgreSQL there is nothing of it to test.
describe.skipIf(process.env.TEST_DB === 'postgres')('backup and restore', () => {
  let root = '';
  let archive = '';
  let storedName = '';
  let className = '';
  let adminEmail = '';
  /** What starting a second backup while the first streamed gave. */
  let secondBackup: unknown = null;
  /** A sign-in the admin had when the backup was taken. */
  let backedUpToken = '';

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'backoffice-restore-'));
    // A data dir as the server keeps one: PGlite in DATA_DIR/db (from the migrated template), files in DATA_DIR/files.
    const source = path.join(root, 'source');
    await fs.mkdir(source);
    const template = new Blob([await fs.readFile(inject('pgliteTemplate'))]);
    const database = fromPglite(
      await PGlite.create(path.join(source, 'db'), { loadDataDir: template, extensions: PGLITE_EXTENSIONS }),
    );
    const files = openDiskFileStore(filesDirOf(source));
    className = (await createClass(database.db, { name: 'Restored class' })).name;
    const admin = await createUser(database.db, { mainRoleId: ROLE.admin });
    adminEmail = admin.email;
    backedUpToken = await issueToken(database.db, admin.id, 24);
    storedName = files.newName('.pdf');
    await files.write(storedName, Readable.from([Buffer.from(FILE_TEXT)]));
    const backup = await createBackupArchive({ startBackup: database.startBackup, snapshot: database.snapshot!, files });
    // One backup at a time (the route answers 409).
    secondBackup = await database.startBackup!().then(
      () => null,
      (error: unknown) => error,
    );
    archive = path.join(root, 'backup.tar.gz');
    // Classes keep being created, one after the other, while the copy streams: the restore must hold a
    // consistent state, so the first n of them for some n, never a later one without an earlier one.
    let writing = true;
    const writes = (async () => {
      for (let index = 0; writing; index += 1) {
        await createClass(database.db, { name: `During backup ${String(index).padStart(4, '0')}` });
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const started = performance.now();
    await pipeline(backup.stream, (await fs.open(archive, 'w')).createWriteStream());
    console.log(`backup taken in ${Math.round(performance.now() - started)} ms while classes were created`);
    writing = false;
    await writes;
    await database.close();
  }, 180_000);
  afterAll(async () => {
    for (const server of startedServers) server.kill('SIGTERM');
    await fs.rm(root, { recursive: true, force: true });
  });

  it('fills an empty data dir, and the app started on it has the data and the file', { timeout: 180_000 }, async () => {
    const target = path.join(root, 'restored');
    const started = performance.now();
    const { code, output, peakBytes } = await runRestore(archive, target);
    console.log(
      `restore of a ${(await fs.stat(archive)).size} byte archive: ${Math.round(performance.now() - started)} ms; ${output.trim()}`,
    );
    expect(code, output).toBe(0);
    // It does not open the database (PGlite's own start took 450 MB): the server it marks for does.
    expect(peakBytes).toBeLessThan(300 * 2 ** 20);
    expect((await fs.readdir(target)).sort()).toEqual(['db', 'files', RESTORE_MARKER]);
    expect(await stagingLeftovers(root)).toEqual([]);
    expect(secondBackup).toBeInstanceOf(BackupInProgressError);

    const chunks: Buffer[] = [];
    for await (const chunk of openDiskFileStore(filesDirOf(target)).read(storedName)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe(FILE_TEXT);
    const restored = await PGlite.create(path.join(target, 'db'), { extensions: PGLITE_EXTENSIONS });
    const { rows } = await restored.query<{ name: string }>("SELECT name FROM classes WHERE name LIKE 'During backup %' ORDER BY name");
    await restored.close();
    console.log(`${rows.length} classes created during the backup are in it`);
    expect(rows.map((row) => row.name)).toEqual(rows.map((_row, index) => `During backup ${String(index).padStart(4, '0')}`));

    // A restore killed midway (kill -9) left its folder beside DATA_DIR: the server's start removes it.
    const leftover = path.join(root, '.restored.restoring-0-killed');
    await fs.mkdir(path.join(leftover, 'db'), { recursive: true });
    // Started as npm start starts it (migrations, queue): the admin of the backup signs in and finds the class.
    const server = await startServer(target, 4725);
    try {
      expect(await stagingLeftovers(root)).toEqual([]);
      const base = 'http://127.0.0.1:4725/api/admin';
      // Every sign-in of the backup is revoked by the server's start on the restored data, before it answers,
      // and once: the marker is gone, so a later start keeps the sign-ins made since.
      expect(await fs.readdir(target)).not.toContain(RESTORE_MARKER);
      const withOldToken = await fetch(`${base}/auth/me`, { headers: { authorization: `Bearer ${backedUpToken}` } });
      expect(withOldToken.status).toBe(401);
      const login = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: adminEmail, password: TEST_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const { data } = (await login.json()) as { data: { token: string } };
      const list = await fetch(`${base}/classes?q=${encodeURIComponent(className)}`, {
        headers: { authorization: `Bearer ${data.token}` },
      });
      const { data: rows } = (await list.json()) as { data: { name: string }[] };
      expect(rows.map((row) => row.name)).toEqual(['Restored class']);
    } finally {
      await server.stop();
    }
  });

  it('restores an archive of version 1 (db/pglite.tar, a database copied by dumpDataDir)', { timeout: 120_000 }, async () => {
    const source = path.join(root, 'source');
    const database = fromPglite(await PGlite.create(path.join(source, 'db'), { extensions: PGLITE_EXTENSIONS }));
    const backup = await createBackupArchive({ snapshot: database.snapshot!, files: openDiskFileStore(filesDirOf(source)) });
    const version1 = path.join(root, 'version1.tar.gz');
    await pipeline(backup.stream, createWriteStream(version1));
    await database.close();
    const [{ body }] = await entriesOf(await fs.readFile(version1));
    expect(JSON.parse(body.toString())).toMatchObject({ version: 1 });

    const target = path.join(root, 'from-version1');
    expect(await restoreBackup(version1, target)).toMatchObject({ version: 1, files: 1 });
    expect((await fs.readdir(target)).sort()).toEqual(['db', 'files', RESTORE_MARKER]);
  });

  it('refuses a data dir that is not empty, and leaves it as it was (exit 1)', async () => {
    const target = path.join(root, 'in-use');
    await fs.mkdir(target);
    await fs.writeFile(path.join(target, 'keep.txt'), 'mine');
    const { code, output } = await runRestore(archive, target);
    expect(code).toBe(1);
    expect(output).toContain('is not empty');
    expect(await fs.readdir(target)).toEqual(['keep.txt']);
  });

  it('refuses a cut-off archive and writes nothing (exit 2)', async () => {
    const cut = path.join(root, 'cut.tar.gz');
    const bytes = await fs.readFile(archive);
    await fs.writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const target = path.join(root, 'from-cut');
    const { code, output } = await runRestore(cut, target);
    expect(code, output).toBe(2);
    await expect(fs.access(target)).rejects.toThrow();
    expect(await stagingLeftovers(root)).toEqual([]);
  });

  it('refuses a gzip tar that is not a backup, and writes nothing (exit 2)', async () => {
    const foreign = path.join(root, 'foreign.tar.gz');
    const now = new Date();
    const text = Buffer.from('not a backup');
    const entries = [{ path: 'notes.txt', size: text.length, mtime: now, body: () => Readable.from([text]) }];
    await pipeline(Readable.from(tarEntries(entries)), zlib.createGzip(), (await fs.open(foreign, 'w')).createWriteStream());
    const target = path.join(root, 'from-foreign');
    const { code, output } = await runRestore(foreign, target);
    expect(code).toBe(2);
    expect(output).toContain('not a backup of this app');
    await expect(fs.access(target)).rejects.toThrow();
  });

  it('refuses an entry outside files/<stored name> (a path that climbs out), before writing anything', async () => {
    const [{ body: manifest }] = await entriesOf(await fs.readFile(archive));
    const evil = Buffer.from('escaped');
    const entries = [
      { path: 'manifest.json', size: manifest.length, mtime: new Date(), body: () => Readable.from([manifest]) },
      { path: 'files/../../escaped.txt', size: evil.length, mtime: new Date(), body: () => Readable.from([evil]) },
    ];
    const climbing = path.join(root, 'climbing.tar.gz');
    await pipeline(Readable.from(tarEntries(entries)), zlib.createGzip(), (await fs.open(climbing, 'w')).createWriteStream());
    const target = path.join(root, 'from-climbing');
    await expect(restoreBackup(climbing, target)).rejects.toThrow(RestoreError);
    await expect(restoreBackup(climbing, target)).rejects.toThrow('unexpected entry "files/../../escaped.txt"');
    await expect(fs.access(path.join(root, 'escaped.txt'))).rejects.toThrow();
    await expect(fs.access(target)).rejects.toThrow();
  });

  /** A gzip archive with a version 1 manifest (`bytes` as given, absent as in older archives) and one file of `size` zeros. */
  async function zeroBomb(name: string, size: number, bytes?: number) {
    const [{ body }] = await entriesOf(await fs.readFile(archive));
    const { created_at, app_version, migrations } = JSON.parse(body.toString()) as Record<string, unknown>;
    const version1 = { format: 'backoffice-backup', version: 1, created_at, app_version, migrations, files: 1 };
    const manifest = Buffer.from(JSON.stringify({ ...version1, ...(bytes === undefined ? {} : { bytes }) }));
    const zeros = Buffer.alloc(1 << 20);
    async function* zeroBody() {
      for (let sent = 0; sent < size; sent += zeros.length) yield zeros.subarray(0, Math.min(zeros.length, size - sent));
    }
    const entries = [
      { path: 'manifest.json', size: manifest.length, mtime: new Date(), body: () => Readable.from([manifest]) },
      { path: `files/${'a'.repeat(32)}.pdf`, size, mtime: new Date(), body: zeroBody },
    ];
    const bomb = path.join(root, name);
    await pipeline(Readable.from(tarEntries(entries)), zlib.createGzip(), (await fs.open(bomb, 'w')).createWriteStream());
    return bomb;
  }

  it('refuses at once an archive that unpacks to more than RESTORE_MAX_BYTES, having written nothing of it', { timeout: 60_000 }, async () => {
    const bomb = await zeroBomb('bomb.tar.gz', 200 * 2 ** 20);
    expect((await fs.stat(bomb)).size).toBeLessThan(2 ** 20);
    const target = path.join(root, 'from-bomb');
    const started = performance.now();
    const { code, output } = await runRestore(bomb, target, { RESTORE_MAX_BYTES: String(50 * 2 ** 20) });
    console.log(`a 200 MiB bomb under RESTORE_MAX_BYTES=50 MiB refused in ${Math.round(performance.now() - started)} ms`);
    expect(code, output).toBe(2);
    expect(output).toContain('more than RESTORE_MAX_BYTES');
    await expect(fs.access(target)).rejects.toThrow();
    expect(await stagingLeftovers(root)).toEqual([]);
  });

  it('refuses an archive that unpacks to more than its manifest says, before writing the entry', async () => {
    const bomb = await zeroBomb('lying.tar.gz', 20 * 2 ** 20, 4096);
    const target = path.join(root, 'from-lying');
    await expect(restoreBackup(bomb, target)).rejects.toThrow('unpacks to more than its manifest says');
    await expect(fs.access(target)).rejects.toThrow();
    expect(await stagingLeftovers(root)).toEqual([]);
  });

  it('removes the folder of a restore that was killed, and its own when stopped by a signal', { timeout: 120_000 }, async () => {
    const killed = path.join(root, '.after-kill.restoring-0-abcdef');
    await fs.mkdir(killed);
    const target = path.join(root, 'after-kill');
    const refused = await runRestore(path.join(root, 'missing.tar.gz'), target);
    expect(refused.code).toBe(1);
    await expect(fs.access(killed)).rejects.toThrow();

    // A restore stopped midway (SIGTERM while it unpacks a large archive) leaves nothing behind.
    const big = await zeroBomb('big.tar.gz', 400 * 2 ** 20, 401 * 2 ** 20);
    const env = { ...process.env, DATA_DIR: path.join(root, 'stopped'), DATABASE_URL: '', INIT_CWD: ROOT };
    const restore = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/backup/restore.ts', big], { cwd: ROOT, env });
    while ((await stagingLeftovers(root)).length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const exited = new Promise<number | null>((resolve) => restore.once('exit', resolve));
    restore.kill('SIGTERM');
    expect(await exited).toBe(143);
    expect(await stagingLeftovers(root)).toEqual([]);
  });

  it('restores an archive encrypted with BACKUP_PASSPHRASE given the passphrase, and refuses it without or with another', { timeout: 120_000 }, async () => {
    const encrypted = path.join(root, 'backup.tar.gz.age');
    await pipeline(await encryptArchive(createReadStream(archive), 'correct horse'), createWriteStream(encrypted));
    expect((await fs.readFile(encrypted)).subarray(0, 21).toString()).toBe('age-encryption.org/v1');

    const target = path.join(root, 'from-encrypted');
    await expect(restoreBackup(encrypted, target)).rejects.toThrow('set BACKUP_PASSPHRASE');
    await expect(restoreBackup(encrypted, target, { passphrase: 'wrong horse' })).rejects.toThrow('cannot be decrypted');
    await expect(fs.access(target)).rejects.toThrow();
    expect(await stagingLeftovers(root)).toEqual([]);

    const restored = await restoreBackup(encrypted, target, { passphrase: 'correct horse' });
    expect(restored.files).toBe(1);
    expect((await fs.readdir(target)).sort()).toEqual(['db', 'files', RESTORE_MARKER]);
    expect(await fs.readdir(filesDirOf(target))).toEqual([storedName]);
  });
});
