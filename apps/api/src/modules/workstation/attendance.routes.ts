import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendanceApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
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
import { replayableSave } from './replayable-save';
import { saveTabFrom } from './tab-version';

export const attendanceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, mailer, settings }) => {
  const items = classItemRoutes(app, db, attendanceApi, {
    list: listAttendance,
    get: getAttendance,
    remove: deleteAttendance,
  });

  items.list('attendance');

  route(app, attendanceApi.create, {
    config: staffOfClass,
    handler: async (request) => ({
      message: request.t('Attendance created successfully'),
      data: await createAttendance(db, request.params.id, request.body),
    }),
  });

  route(app, attendanceApi.save, {
    config: staffOfClass,
    handler: async (request, reply) => {
      // Its alerts are asked for by the write itself (recordChanges), in its transaction.
      return replayableSave(db, request, reply, async (tx) => ({
        message: request.t('Attendance saved successfully'),
        data: await saveTabFrom(request, reply, { classId: request.params.id, entity: 'attendance' }, (version) =>
          saveAttendanceStatuses(tx, currentUser(request).id, request.params.id, request.body.attendances, version),
        ),
      }));
    },
  });

  items.get();

  route(app, attendanceApi.update, {
    config: staffOfClass,
    handler: async (request) => ({
      message: request.t('Attendance updated successfully'),
      data: await updateAttendance(db, request.params.id, request.params.itemId, request.body),
    }),
  });

  items.remove('Attendance deleted successfully');

  route(app, attendanceApi.createQrcode, {
    config: staffOfClass,
    handler: async (request) => ({
      message: '',
      data: await createAttendanceQr(
        db,
        currentUser(request).id,
        request.params.id,
        request.params.itemId,
        (pathAndQuery) => mailer.linkTo(pathAndQuery),
        settings.attendance,
      ),
    }),
  });
};
