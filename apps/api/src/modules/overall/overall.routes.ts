import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overallApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { exportOverall } from './overall-export';
import { getOverallStudent, listOverall } from './overall.service';
import { staffOfClass } from '../../plugins/policy';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Students overall statistics of one class (staff of the class). */
export const overallRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, overallApi.list, {
    config: staffOfClass,
    handler: async (request) => ({ message: '', ...(await listOverall(db, request.params.id, request.query)) }),
  });

  route(app, overallApi.exportXlsx, {
    config: staffOfClass,
    handler: async (request, reply) => {
      const { fileName, stream } = await exportOverall(db, request.params.id);
      return reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="${fileName}"`).send(stream);
    },
  });

  route(app, overallApi.student, {
    config: staffOfClass,
    handler: async (request) => ({
      message: '',
      data: await getOverallStudent(db, request.params.id, request.params.studentId),
    }),
  });
};
