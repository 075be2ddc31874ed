import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type z } from 'zod';
import { assessmentsApi, GRADING_KINDS, type assessmentStudentParamsSchema as paramsSchema } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../plugins/auth';
import { claimSubmission, getSubmission, releaseSubmission } from './grading.service';
import { route } from '../../plugins/endpoints';
import { staffOfClass } from '../../plugins/policy';

/**
 * The grading viewer's submission and its claim, for each kind under its own path:
 * admin/classes/{id}/{homework|quizzes|exams}/{itemId}/students/{studentId}/submission[/claim].
 * Staff of the class only (its declared scope, plugins/policy.ts).
 */
export const gradingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  for (const kind of GRADING_KINDS) {
    const endpoints = assessmentsApi[kind];
    const refOf = ({ id, itemId, studentId }: z.infer<typeof paramsSchema>) => ({ kind, classId: id, itemId, studentId });

    route(app, endpoints.submission, {
      config: staffOfClass,
      handler: async (request) => ({
        message: '',
        data: await getSubmission(db, currentUser(request), refOf(request.params)),
      }),
    });

    route(app, endpoints.claim, {
      config: staffOfClass,
      handler: async (request) => ({ message: '', data: await claimSubmission(db, currentUser(request), refOf(request.params)) }),
    });

    route(app, endpoints.release, {
      config: staffOfClass,
      handler: async (request) => {
        await releaseSubmission(db, currentUser(request), refOf(request.params));
        return { message: '', data: null };
      },
    });
  }
};
