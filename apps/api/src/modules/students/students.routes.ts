import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  itemResponse,
  keysetListQuerySchema,
  listResponse,
  messageResponse,
  studentBodySchema,
  studentSchema,
} from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../plugins/auth';
import { listStudents } from './students.service';
import { createStudent, deleteStudent, resetStudentPassword, updateStudent } from './students.write.service';

const tags = ['students'];
const staff = { guard: 'staff' } as const;
/** A student's account (name, e-mail, password, the account itself) is changed by admins only. */
const admin = { guard: 'admin' } as const;
const adminOfStudent = { ...admin, scope: { student: 'params.id' } } as const;

/**
 * Students Accounts: admins see every student, other staff the students of their classes.
 * Staff may add a student into their own classes; editing, resetting the password of and deleting an
 * existing account are for admins: enrolling someone into a class is no licence to take over their account.
 */
export const studentsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, mailer }) => {
  app.get(
    '/students',
    { config: staff, schema: { tags, querystring: keysetListQuerySchema, response: { 200: listResponse(studentSchema) } } },
    async (request) => {
      const { rows, meta } = await listStudents(db, currentUser(request), request.query);
      return { message: '', data: rows, meta };
    },
  );

  app.post(
    '/students',
    {
      config: { ...staff, scope: { classes: 'body.classes' } },
      schema: { tags, body: studentBodySchema, response: { 200: itemResponse(studentSchema) } },
    },
    async (request) => ({
      message: request.t('Student created successfully'),
      data: await createStudent(db, mailer, currentUser(request), request.body),
    }),
  );

  app.put(
    '/students/:id',
    {
      config: adminOfStudent,
      schema: { tags, params: idParamSchema, body: studentBodySchema, response: { 200: itemResponse(studentSchema) } },
    },
    async (request) => ({
      message: request.t('Student updated successfully'),
      data: await updateStudent(db, currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/students/:id',
    { config: adminOfStudent, schema: { tags, params: idParamSchema, response: { 200: messageResponse } } },
    async (request) => {
      await deleteStudent(db, request.params.id);
      return { message: request.t('Student deleted successfully'), data: null };
    },
  );

  app.post(
    '/students/:id/reset-password',
    { config: adminOfStudent, schema: { tags, params: idParamSchema, response: { 200: messageResponse } } },
    async (request) => {
      await resetStudentPassword(db, mailer, request.params.id);
      return { message: request.t('A link to set a new password has been sent to the student'), data: null };
    },
  );
};
