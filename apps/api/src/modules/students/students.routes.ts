import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE, studentsApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { currentUser } from '../../plugins/auth';
import { signOutEverywhere } from '../auth/sessions.service';
import { listStudents } from './students.service';
import { createStudent, deleteStudent, resetStudentPassword, updateStudent } from './students.write.service';
const staff = { guard: 'staff' } as const;
/** A student's account (name, e-mail, password, the account itself) is changed by admins only. */
const admin = { guard: 'admin' } as const;
const adminOfStudent = { ...admin, scope: { student: 'params.id' } } as const;

/**
 * Students Accounts: admins see every student, other staff the students of their classes.
 * Staff may add a student into their own classes; editing, resetting the password of, signing out and deleting an
 * existing account are for admins: enrolling someone into a class is no licence to take over their account.
 */
export const studentsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, mailer }) => {
  route(app, studentsApi.list, {
    handler: async (request) => {
      const { rows, meta } = await listStudents(db, currentUser(request), request.query);
      return { message: '', data: rows, meta };
    },
  });

  route(app, studentsApi.create, {
    config: { ...staff, scope: { classes: 'body.classes' } },
    handler: async (request) => ({
      message: request.t('Student created successfully'),
      data: await createStudent(db, mailer, currentUser(request), request.body),
    }),
  });

  route(app, studentsApi.update, {
    config: adminOfStudent,
    handler: async (request) => ({
      message: request.t('Student updated successfully'),
      data: await updateStudent(db, currentUser(request), request.params.id, request.body),
    }),
  });

  route(app, studentsApi.remove, {
    config: adminOfStudent,
    handler: async (request) => {
      await deleteStudent(db, request.params.id);
      return { message: request.t('Student deleted successfully'), data: null };
    },
  });

  route(app, studentsApi.resetPassword, {
    config: adminOfStudent,
    handler: async (request) => {
      await resetStudentPassword(db, mailer, currentUser(request).id, request.params.id);
      return { message: request.t('A link to set a new password has been sent to the student'), data: null };
    },
  });

  route(app, studentsApi.signOutEverywhere, {
    config: adminOfStudent,
    handler: async (request) => {
      const actor = { id: currentUser(request).id, token: request.token };
      await signOutEverywhere(db, actor, { id: request.params.id, mainRoleId: ROLE.student });
      return { message: request.t('The account was signed out everywhere'), data: null };
    },
  });
};
