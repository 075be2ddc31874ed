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
      'A gzip tar archive (`backoffice-backup-YYYY-MM-DD.tar.gz`): manifest.json, db/pglite.tar (a consistent copy of the embedded PGlite database) and files/<name> for every stored file; restore it with `npm run restore -- <archive>` into an empty DATA_DIR. 409 on a PostgreSQL deployment (pg_dump and the bucket versioning instead).',
  }),
};
