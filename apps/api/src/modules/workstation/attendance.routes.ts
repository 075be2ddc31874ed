import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceBodySchema,
  attendanceQrSchema,
  attendanceSchema,
  attendanceStatusBodySchema,
  batchResultSchema,
  classItemParamsSchema,
  idParamSchema,
  itemResponse,
  listQuerySchema,
  listResponse,
  messageResponse,
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
import { guardClassScope } from './workstation.shared';

const tags = ['workstation'];
const staff = { guard: 'staff' } as const;
const SCOPE = 'Class-scoped: a teaching assistant only their classes (403).';

export const attendanceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  guardClassScope(app, db);

  app.get(
    '/classes/:id/attendance',
    {
      config: staff,
      schema: {
        tags,
        description: `Attendance items, newest date first, each with every student's status (0 absent, 1 present, -1 unknown). ${SCOPE}`,
        params: idParamSchema,
        querystring: listQuerySchema,
        response: { 200: listResponse(attendanceSchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await listAttendance(db, request.params.id, request.query);
      return { message: '', data: rows, meta };
    },
  );

  app.post(
    '/classes/:id/attendance',
    {
      config: staff,
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

  app.post(
    '/classes/:id/attendance/changeStudentAttendanceStatus',
    {
      config: staff,
      schema: {
        tags,
        description: `SAVE of the tab: {attendances: [[studentId, attendanceId, status]]}, one transaction; an item of another class or a student outside the class is a 422 naming the entry, and nothing is written. ${SCOPE}`,
        params: idParamSchema,
        body: attendanceStatusBodySchema,
        response: { 200: itemResponse(batchResultSchema) },
      },
    },
    async (request) => ({
      message: request.t('Attendance saved successfully'),
      data: await saveAttendanceStatuses(db, currentUser(request).id, request.params.id, request.body.attendances),
    }),
  );

  app.get(
    '/classes/:id/attendance/:itemId',
    {
      config: staff,
      schema: { tags, description: SCOPE, params: classItemParamsSchema, response: { 200: itemResponse(attendanceSchema) } },
    },
    async (request) => ({ message: '', data: await getAttendance(db, request.params.id, request.params.itemId) }),
  );

  app.put(
    '/classes/:id/attendance/:itemId',
    {
      config: staff,
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

  app.delete(
    '/classes/:id/attendance/:itemId',
    { config: staff, schema: { tags, description: SCOPE, params: classItemParamsSchema, response: { 200: messageResponse } } },
    async (request) => {
      await deleteAttendance(db, request.params.id, request.params.itemId);
      return { message: request.t('Attendance deleted successfully'), data: null };
    },
  );

  app.post(
    '/classes/:id/attendance/:itemId/create-qrcode',
    {
      config: staff,
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
