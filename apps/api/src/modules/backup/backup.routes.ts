import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backupApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { AppError } from '../../plugins/app-error';
import { createBackupArchive } from '../../backup/backup-archive';

/** GET admin/backup: the embedded database and its files as one archive, while the app keeps serving. */
export const backupRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { files, snapshotDatabase }) => {
  route(app, backupApi.download, {
    handler: async (request, reply) => {
      if (!snapshotDatabase) {
        throw new AppError(
          409,
          'This server runs on PostgreSQL: back up its database with pg_dump and its files with the bucket versioning (docs/deploying.md)',
        );
      }
      const archive = await createBackupArchive({
        snapshot: snapshotDatabase,
        files,
        onError: (error) => request.log.warn({ err: error }, 'backup archive stopped'),
      });
      const day = archive.createdAt.toISOString().slice(0, 10);
      request.log.info({ files: archive.manifest.files, migrations: archive.manifest.migrations }, 'backup archive started');
      return reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="backoffice-backup-${day}.tar.gz"`)
        .send(archive.stream);
    },
  });
};
