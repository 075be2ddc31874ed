import fs from 'node:fs';
import path from 'node:path';

/**
 * What a restore leaves in DATA_DIR beside db/ and files/: "revoke every sign-in token issued up to now".
 * The restore does not open the database (PGlite's own start cost 450 MB of memory); the server does, and
 * on that start, before it answers any request, revokes every sign-in of the archive and removes the file.
 */
export const RESTORE_MARKER = 'restored.json';

export async function writeRestoreMarker(dataDir: string, backupCreatedAt: string): Promise<void> {
  const marker = { revoke_sign_ins: 'every sign-in token issued up to now', backup_created_at: backupCreatedAt };
  await fs.promises.writeFile(path.join(dataDir, RESTORE_MARKER), `${JSON.stringify(marker, null, 2)}\n`);
}

/**
 * On a server's start on a restored DATA_DIR (the marker there): every sign-in token is revoked, so a session
 * signed out after the backup cannot come back, then the marker goes. Answers how many were revoked, null
 * without a marker. Stopped between the two, the next start revokes again: no request was answered meanwhile.
 * (The revocation is handed in: `npm run restore` loads no database code.)
 */
export async function revokeSignInsOfRestore(dataDir: string, revokeAllTokens: () => Promise<number>): Promise<number | null> {
  const marker = path.join(dataDir, RESTORE_MARKER);
  if (!fs.existsSync(marker)) return null;
  const revoked = await revokeAllTokens();
  await fs.promises.rm(marker);
  return revoked;
}
