import { endpoint } from '../endpoint';

export const backupApi = {
  download: endpoint({
    method: 'GET',
    path: '/admin/backup',
    guard: 'admin',
    response: 'file',
    errors: [409],
    summary: 'Backup of the embedded database and its files',
    description:
      'A gzip tar archive (`backoffice-backup-YYYY-MM-DD.tar.gz`; `.tar.gz.age`, encrypted, when BACKUP_PASSPHRASE is set): manifest.json, the embedded PGlite database copied online (db/…, with the WAL that makes it consistent) and files/<name> for every stored file; restore it with `npm run restore -- <archive>` into an empty DATA_DIR. It holds every secret of the database (password and token hashes, HLS keys, meeting passwords, the unsubscribe key). 409 on a PostgreSQL deployment (pg_dump and the bucket versioning instead), or while another backup is being taken.',
  }),
};
