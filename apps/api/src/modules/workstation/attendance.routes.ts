import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceBodySchema,
  attendanceQrSchema,
  attendanceSchema,
  attendanceStatusBodySchema,
  classItemParamsSchema,
  idParamSchema,
  itemResponse,
} from '@backoffice/contract';
import type { AppContext } from '../../app-context';
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
import { classItemRoutes, SCOPE, tags } from './class-items.routes';
import { staffOfClass } from '../../plugins/policy';

export const attendanceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const items = classItemRoutes(app, db, '/classes/:id/attendance', attendanceSchema, {
    list: listAttendance,
    get: getAttendance,
    remove: deleteAttendance,
  });

  items.list("Attendance items, newest date first, each with every student's status (0 absent, 1 present, -1 unknown).");

  app.post(
    '/classes/:id/attendance',
    {
      config: staffOfClass,
      schema: {
        tags,
        description: SCOPE,
        params: idParamSchema,
        body: attendanceBodySchema,
        response: { 200: itemResponse(attendanceSchema) },
      },
    },
    async (request) => ({
      message: request.t('Attendance created successfully'),
      data: await createAttendance(db, request.params.id, request.body),
    }),
  );

  items.save(
    'changeStudentAttendanceStatus',
    'SAVE of the tab: {attendances: [[studentId, attendanceId, status]]}, one transaction; an item of another class or a student outside the class is a 422 naming the entry, and nothing is written.',
    attendanceStatusBodySchema,
    'Attendance saved successfully',
    (userId, classId, body) => saveAttendanceStatuses(db, userId, classId, body.attendances),
  );

  items.get();

  app.put(
    '/classes/:id/attendance/:itemId',
    {
      config: staffOfClass,
      schema: {
        tags,
        description: SCOPE,
        params: classItemParamsSchema,
        body: attendanceBodySchema,
        response: { 200: itemResponse(attendanceSchema) },
      },
    },
    async (request) => ({
      message: request.t('Attendance updated successfully'),
      data: await updateAttendance(db, request.params.id, request.params.itemId, request.body),
    }),
  );

  items.remove('Attendance deleted successfully');

  app.post(
    '/classes/:id/attendance/:itemId/create-qrcode',
    {
      config: staffOfClass,
      schema: {
        tags,
        description: `A new QR code (SVG data URL in data.qr_code) of a link to the student app's scan page with a token valid for 60 s; ask again every rotate_in_seconds while it is shown. ${SCOPE}`,
        params: classItemParamsSchema,
        response: { 200: itemResponse(attendanceQrSchema) },
      },
    },
    async (request) => ({
      message: '',
      data: await createAttendanceQr(
        db,
        currentUser(request).id,
        request.params.id,
        request.params.itemId,
        `${request.protocol}://${request.host}`,
      ),
    }),
  );
};
