import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoriesWithClassesSchema,
  classOptionsQuerySchema,
  educationalPartOptionsQuerySchema,
  homeClassOptionsQuerySchema,
  homeClassOptionsSchema,
  itemResponse,
  questionOptionsQuerySchema,
  studentOptionSchema,
  studentOptionsQuerySchema,
  valueNameSchema,
} from '@backoffice/contract';
import type { AppContext } from '../../app-context';
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

const tags = ['select-options'];
const staff = { guard: 'staff' } as const;
const options = itemResponse(z.array(valueNameSchema));

/** admin/select-options/*: {value, name} lists for selects; classes are limited to the user's classes. */
export const selectOptionsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get('/select-options/class-categories', { config: staff, schema: { tags, response: { 200: options } } }, async () => ({
    message: '',
    data: await listCourseOptions(db),
  }));

  app.get(
    '/select-options/classes',
    { config: staff, schema: { tags, querystring: classOptionsQuerySchema, response: { 200: options } } },
    async (request) => ({ message: '', data: await listClassOptions(db, currentUser(request), request.query.categoryId) }),
  );

  app.get(
    '/select-options/class-categories-with-classes',
    {
      config: staff,
      schema: {
        tags,
        description: 'data.categories, and data.classes keyed by course id (classes without a course are left out).',
        response: { 200: itemResponse(categoriesWithClassesSchema) },
      },
    },
    async (request) => ({ message: '', data: await listCoursesWithClasses(db, currentUser(request)) }),
  );

  app.get(
    '/select-options/teachers',
    {
      config: { guard: 'admin' },
      schema: { tags, description: 'Teaching assistants, for admins choosing teachers.', response: { 200: options } },
    },
    async () => ({ message: '', data: await listTeacherOptions(db) }),
  );

  app.get(
    '/select-options/students',
    {
      config: staff,
      schema: {
        tags,
        description:
          "Up to 10 active students whose name contains q (at least 3 characters; admins: or e-mail), or whose e-mail is q, for the class form. Non-admins get e-mails of their own classes' students only.",
        querystring: studentOptionsQuerySchema,
        response: { 200: itemResponse(z.array(studentOptionSchema)) },
      },
    },
    async (request) => ({ message: '', data: await listStudentOptions(db, currentUser(request), request.query.q) }),
  );

  app.get('/select-options/centers', { config: staff, schema: { tags, response: { 200: options } } }, async () => ({
    message: '',
    data: await listCenterOptions(db),
  }));
};

/** Parts and questions of the bank, for the question form and the exam and quiz editors. */
export const questionBankOptionsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/select-options/educational-parts',
    {
      config: staff,
      schema: {
        tags,
        description: 'Every educational part, or those of one course (class_category_id).',
        querystring: educationalPartOptionsQuerySchema,
        response: { 200: options },
      },
    },
    async (request) => ({ message: '', data: await listEducationalPartOptions(db, request.query.class_category_id) }),
  );

  app.get(
    '/select-options/questions',
    {
      config: staff,
      schema: {
        tags,
        description:
          'Up to 100 active questions (newest first), of one part (educational_part_id) and containing q; name is the text.',
        querystring: questionOptionsQuerySchema,
        response: { 200: options },
      },
    },
    async (request) => ({ message: '', data: await listQuestionOptions(db, request.query) }),
  );
};

/** home/select-options/*: the same lists under the path other clients use. */
export const homeSelectOptionsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get('/select-options/schools', { config: staff, schema: { tags, response: { 200: options } } }, async () => ({
    message: '',
    data: await listSchoolOptions(db),
  }));

  app.get(
    '/select-options/classes',
    {
      config: staff,
      schema: {
        tags,
        description:
          'No flag: [{value,name}]. groupByType=1: {school: [...], center: [...]}. groupBySchool=1: [{value: schoolId, name, classes}] (school classes). Both: {school: [{value, name, classes}], center: [...]}.',
        querystring: homeClassOptionsQuerySchema,
        response: { 200: itemResponse(homeClassOptionsSchema) },
      },
    },
    async (request) => ({ message: '', data: await listHomeClassOptions(db, currentUser(request), request.query) }),
  );
};
