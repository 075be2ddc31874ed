import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  itemResponse,
  overallClassParamsSchema,
  overallListResponse,
  overallQuerySchema,
  overallStudentDetailSchema,
  overallStudentParamsSchema,
} from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { exportOverall } from './overall-export';
import { getOverallStudent, listOverall } from './overall.service';
import { staffOfClass } from '../../plugins/policy';

const tags = ['overall'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Students overall statistics of one class (staff of the class). */
export const overallRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/classes/:id/students-overall',
    {
      config: staffOfClass,
      schema: { tags, params: overallClassParamsSchema, querystring: overallQuerySchema, response: { 200: overallListResponse } },
    },
    async (request) => ({ message: '', ...(await listOverall(db, request.params.id, request.query)) }),
  );

  app.get(
    '/classes/:id/students-overall/export/Xlsx',
    { config: staffOfClass, schema: { tags, params: overallClassParamsSchema } },
    async (request, reply) => {
      const { fileName, stream } = await exportOverall(db, request.params.id);
      return reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="${fileName}"`).send(stream);
    },
  );

  app.get(
    '/classes/:id/students-overall/:studentId',
    {
      config: staffOfClass,
      schema: { tags, params: overallStudentParamsSchema, response: { 200: itemResponse(overallStudentDetailSchema) } },
    },
    async (request) => ({
      message: '',
      data: await getOverallStudent(db, request.params.id, request.params.studentId),
    }),
  );
};
