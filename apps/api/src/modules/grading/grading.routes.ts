import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GRADING_KINDS,
  GRADING_ROUTES,
  gradingClaimSchema,
  gradingSubmissionSchema,
  assessmentStudentParamsSchema as paramsSchema,
  itemResponse,
} from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../plugins/auth';
import { claimSubmission, getSubmission, releaseSubmission } from './grading.service';
import { staffOfClass } from '../../plugins/policy';

/**
 * The grading viewer's submission and its claim, for each kind under its own path:
 * admin/classes/{id}/{homework|quizzes|exams}/{itemId}/students/{studentId}/submission[/claim].
 * Staff of the class only (its declared scope, plugins/policy.ts).
 */
export const gradingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  for (const kind of GRADING_KINDS) {
    const path = `/classes/:id/${GRADING_ROUTES[kind].segment}/:itemId/students/:studentId/submission`;
    const refOf = ({ id, itemId, studentId }: z.infer<typeof paramsSchema>) => ({ kind, classId: id, itemId, studentId });
    const schema = { tags: ['grading'], params: paramsSchema };

    app.get(
      path,
      { config: staffOfClass, schema: { ...schema, response: { 200: itemResponse(gradingSubmissionSchema) } } },
      async (request) => ({
        message: '',
        data: await getSubmission(db, currentUser(request), refOf(request.params)),
      }),
    );

    app.post(
      `${path}/claim`,
      {
        config: staffOfClass,
        schema: { ...schema, response: { 200: itemResponse(z.object({ claim: gradingClaimSchema.nullable() })) } },
      },
      async (request) => ({ message: '', data: await claimSubmission(db, currentUser(request), refOf(request.params)) }),
    );

    app.delete(`${path}/claim`, { config: staffOfClass, schema }, async (request) => {
      await releaseSubmission(db, currentUser(request), refOf(request.params));
      return { message: '', data: null };
    });
  }
};
