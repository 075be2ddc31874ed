import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendanceSchema, attendanceStatusBodySchema, attendanceApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { routeOf } from '../../plugins/endpoints';
import { currentUser } from '../../plugins/auth';
import { createAttendanceQr } from './attendance-qr.service';
import {
  createAttendance,
  deleteAttendance,
  getAttendance,
  listAttendance,
  saveAttendanceStatuses,
  updateAttendance,
} from './attendance.service';
import { classItemRoutes } from './class-items.routes';
import { staffOfClass } from '../../plugins/policy';

export const attendanceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const items = classItemRoutes(app, db, '/classes/:id/attendance', attendanceSchema, {
    list: listAttendance,
    get: getAttendance,
    remove: deleteAttendance,
  });

  items.list("Attendance items, newest date first, each with every student's status (0 absent, 1 present, -1 unknown).");

  app.route({
    ...routeOf(app, attendanceApi.create, { config: staffOfClass }),
    handler: async (request) => ({
      message: request.t('Attendance created successfully'),
      data: await createAttendance(db, request.params.id, request.body),
    }),
  });

  items.save(
    'changeStudentAttendanceStatus',
    'SAVE of the tab: {attendances: [[studentId, attendanceId, status]]}, one transaction; an item of another class or a student outside the class is a 422 naming the entry, and nothing is written.',
    attendanceStatusBodySchema,
    'Attendance saved successfully',
    (userId, classId, body) => saveAttendanceStatuses(db, userId, classId, body.attendances),
  );

  items.get();

  app.route({
    ...routeOf(app, attendanceApi.update, { config: staffOfClass }),
    handler: async (request) => ({
      message: request.t('Attendance updated successfully'),
      data: await updateAttendance(db, request.params.id, request.params.itemId, request.body),
    }),
  });

  items.remove('Attendance deleted successfully');

  app.route({
    ...routeOf(app, attendanceApi.createQrcode, { config: staffOfClass }),
    handler: async (request) => ({
      message: '',
      data: await createAttendanceQr(
        db,
        currentUser(request).id,
        request.params.id,
        request.params.itemId,
        `${request.protocol}://${request.host}`,
      ),
    }),
  });
};
