import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { selectOptionsApi, questionBankOptionsApi, homeSelectOptionsApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { currentUser } from '../../plugins/auth';
import {
  listCenterOptions,
  listClassOptions,
  listCourseOptions,
  listEducationalPartOptions,
  listCoursesWithClasses,
  listHomeClassOptions,
  listQuestionOptions,
  listSchoolOptions,
  listStudentOptions,
  listTeacherOptions,
} from './select-options.service';

/** admin/select-options/*: {value, name} lists for selects; classes are limited to the user's classes. */
export const selectOptionsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, selectOptionsApi.classCategories, {
    handler: async () => ({
      message: '',
      data: await listCourseOptions(db),
    }),
  });

  route(app, selectOptionsApi.classes, {
    handler: async (request) => ({
      message: '',
      data: await listClassOptions(db, currentUser(request), request.query.categoryId),
    }),
  });

  route(app, selectOptionsApi.classCategoriesWithClasses, {
    handler: async (request) => ({ message: '', data: await listCoursesWithClasses(db, currentUser(request)) }),
  });

  route(app, selectOptionsApi.teachers, {
    handler: async () => ({ message: '', data: await listTeacherOptions(db) }),
  });

  route(app, selectOptionsApi.students, {
    handler: async (request) => ({ message: '', data: await listStudentOptions(db, currentUser(request), request.query.q) }),
  });

  route(app, selectOptionsApi.centers, {
    handler: async () => ({
      message: '',
      data: await listCenterOptions(db),
    }),
  });
};

/** Parts and questions of the bank, for the question form and the exam and quiz editors. */
export const questionBankOptionsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, questionBankOptionsApi.educationalParts, {
    handler: async (request) => ({ message: '', data: await listEducationalPartOptions(db, request.query.class_category_id) }),
  });

  route(app, questionBankOptionsApi.questions, {
    handler: async (request) => ({ message: '', data: await listQuestionOptions(db, request.query) }),
  });
};

/** home/select-options/*: the same lists under the path other clients use. */
export const homeSelectOptionsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, homeSelectOptionsApi.schools, {
    handler: async () => ({
      message: '',
      data: await listSchoolOptions(db),
    }),
  });

  route(app, homeSelectOptionsApi.classes, {
    handler: async (request) => ({ message: '', data: await listHomeClassOptions(db, currentUser(request), request.query) }),
  });
};
