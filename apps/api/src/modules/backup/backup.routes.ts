import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backupApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { AppError } from '../../plugins/app-error';
import { createBackupArchive } from '../../backup/backup-archive';
import { encryptArchive } from '../../backup/archive-encryption';
import { BackupInProgressError } from '../../db/pglite-online-backup';

/** GET admin/backup: the embedded database and its files as one archive, while the app keeps serving. */
export const backupRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { files, snapshotDatabase, startDatabaseBackup, backupPassphrase },
) => {
  route(app, backupApi.download, {
    handler: async (request, reply) => {
      if (!snapshotDatabase) {
        throw new AppError(
          409,
          'This server runs on PostgreSQL: back up its database with pg_dump and its files with the bucket versioning (docs/deploying.md)',
        );
      }
      const archive = await createBackupArchive({
        startBackup: startDatabaseBackup,
        snapshot: snapshotDatabase,
        files,
        onError: (error) => request.log.warn({ err: error }, 'backup archive stopped'),
      }).catch((error: unknown) => {
        if (error instanceof BackupInProgressError) {
          throw new AppError(409, 'A backup is already being taken: download it again once it has finished');
        }
        throw error;
      });
      const day = archive.createdAt.toISOString().slice(0, 10);
      request.log.info({ migrations: archive.migrations, encrypted: Boolean(backupPassphrase) }, 'backup archive started');
      const name = `backoffice-backup-${day}.tar.gz`;
      if (!backupPassphrase) {
        return reply.type('application/gzip').header('content-disposition', `attachment; filename="${name}"`).send(archive.stream);
      }
      return reply
        .type('application/octet-stream')
        .header('content-disposition', `attachment; filename="${name}.age"`)
        .send(await encryptArchive(archive.stream, backupPassphrase));
    },
  });
};
