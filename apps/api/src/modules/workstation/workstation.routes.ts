import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { assessmentsRoutes } from './assessments.routes';
import { attendanceRoutes } from './attendance.routes';
import { classworksRoutes } from './classworks.routes';
import { workstationFilesRoutes } from './workstation-files.routes';

/** The workstation (/archive) of a class: attendance, homework, quizzes, exams, classworks and their files. */
export const workstationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, options) => {
  // The prefix is already this plugin's; passed on, it would be applied twice.
  const { prefix: _prefix, ...context } = options as AppContext & { prefix?: string };
  for (const module of [attendanceRoutes, assessmentsRoutes, classworksRoutes, workstationFilesRoutes]) {
    await app.register(module, context);
  }
};
