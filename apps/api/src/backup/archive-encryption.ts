import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter, Stanza, type Identity, type Recipient } from 'age-encryption';

/**
 * Archives encrypted with BACKUP_PASSPHRASE are age files (age-encryption.org/v1, passphrase recipient):
 * `age -d` opens one as well as `npm run restore`. The passphrase's key is derived by scrypt with age's own
 * stanza, but through node:crypto, off the main thread: age-encryption's scrypt holds the event loop
 * (9 s at age's work factor on a busy machine), which a backup taken while the app serves must not.
 */
const LABEL = 'age-encryption.org/v1/scrypt';
/** age's default work factor (2^18): about a second of one core, and 256 MiB, once per archive. */
const LOG_N = 18;
const AGE_MAGIC = Buffer.from('age-encryption.org/v1\n');

const deriveKey = (passphrase: string, salt: Uint8Array, logN: number) =>
  new Promise<Buffer>((resolve, reject) => {
    const labelAndSalt = Buffer.concat([Buffer.from(LABEL), salt]);
    const options = { N: 2 ** logN, r: 8, p: 1, maxmem: 2 ** logN * 8 * 128 + 2 ** 24 };
    scrypt(passphrase, labelAndSalt, 32, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

const NONCE = Buffer.alloc(12);
const passphraseRecipient = (passphrase: string): Recipient => ({
  async wrapFileKey(fileKey) {
    const salt = randomBytes(16);
    const cipher = createCipheriv('chacha20-poly1305', await deriveKey(passphrase, salt, LOG_N), NONCE, { authTagLength: 16 });
    const body = Buffer.concat([cipher.update(fileKey), cipher.final(), cipher.getAuthTag()]);
    return [new Stanza(['scrypt', salt.toString('base64').replace(/=+$/, ''), String(LOG_N)], body)];
  },
});

const passphraseIdentity = (passphrase: string): Identity => ({
  async unwrapFileKey(stanzas) {
    const stanza = stanzas.find((candidate) => candidate.args[0] === 'scrypt');
    if (!stanza || stanzas.length !== 1 || stanza.args.length !== 3 || !/^[1-9][0-9]?$/.test(stanza.args[2])) return null;
    const logN = Number(stanza.args[2]);
    const salt = Buffer.from(stanza.args[1], 'base64');
    if (logN > 20 || salt.length !== 16 || stanza.body.length !== 32) return null;
    const decipher = createDecipheriv('chacha20-poly1305', await deriveKey(passphrase, salt, logN), NONCE, { authTagLength: 16 });
    decipher.setAuthTag(stanza.body.subarray(16));
    try {
      return Buffer.concat([decipher.update(stanza.body.subarray(0, 16)), decipher.final()]);
    } catch {
      return null; // another passphrase
    }
  },
});

/** The archive's bytes encrypted for `passphrase`, as they stream. */
export async function encryptArchive(archive: Readable, passphrase: string): Promise<Readable> {
  const encrypter = new Encrypter();
  encrypter.addRecipient(passphraseRecipient(passphrase));
  const encrypted = await encrypter.encrypt(Readable.toWeb(archive) as unknown as ReadableStream<Uint8Array>);
  return Readable.fromWeb(encrypted as unknown as WebReadableStream<Uint8Array>);
}

/** Whether the file at `archivePath` is an age file (an archive taken with BACKUP_PASSPHRASE set). */
export async function isEncryptedArchive(archivePath: string): Promise<boolean> {
  const handle = await fs.promises.open(archivePath, 'r');
  try {
    const start = Buffer.alloc(AGE_MAGIC.length);
    const { bytesRead } = await handle.read(start, 0, start.length, 0);
    return bytesRead === start.length && start.equals(AGE_MAGIC);
  } finally {
    await handle.close();
  }
}

/** The archive's bytes decrypted with `passphrase` as they stream; rejects when it is not the archive's. */
export async function decryptArchive(encrypted: Readable, passphrase: string): Promise<Readable> {
  const decrypter = new Decrypter();
  decrypter.addIdentity(passphraseIdentity(passphrase));
  const decrypted = await decrypter.decrypt(Readable.toWeb(encrypted) as unknown as ReadableStream<Uint8Array>);
  return Readable.fromWeb(decrypted as unknown as WebReadableStream<Uint8Array>);
}
