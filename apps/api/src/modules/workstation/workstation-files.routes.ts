import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { workstationFilesApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { fileVersions } from '../../db/schema';
import { notFound } from '../../plugins/app-error';
import { staffOfClass } from '../../plugins/policy';

/** RFC 6266 filename*, so Arabic names survive. */
const dispositionOf = (name: string) =>
  `inline; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const workstationFilesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, files }) => {
  route(app, workstationFilesApi.file, {
    config: staffOfClass,
    handler: async (request, reply) => {
      const [file] = await db
        .select()
        .from(fileVersions)
        .where(and(eq(fileVersions.id, request.params.fileId), eq(fileVersions.classId, request.params.id)));
      if (!file || !(await files.exists(file.storedName))) throw notFound();
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.sizeBytes))
        .header('content-disposition', dispositionOf(file.originalName))
        .header('x-content-type-options', 'nosniff')
        .send(files.read(file.storedName));
    },
  });
};
