import { idParamSchema, itemResponse } from '../common';
import { attendanceBodySchema, attendanceQrSchema, attendanceSchema, classItemParamsSchema } from '../workstation';
import { endpoint } from '../endpoint';

export const attendanceApi = {
  create: endpoint({
    method: 'POST',
    path: '/admin/classes/:id/attendance',
    guard: 'staff',
    params: idParamSchema,
    body: attendanceBodySchema,
    response: itemResponse(attendanceSchema),
    description: 'Class-scoped: a teaching assistant only their classes (403).',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/classes/:id/attendance/:itemId',
    guard: 'staff',
    params: classItemParamsSchema,
    body: attendanceBodySchema,
    response: itemResponse(attendanceSchema),
    description: 'Class-scoped: a teaching assistant only their classes (403).',
  }),
  createQrcode: endpoint({
    method: 'POST',
    path: '/admin/classes/:id/attendance/:itemId/create-qrcode',
    guard: 'staff',
    params: classItemParamsSchema,
    response: itemResponse(attendanceQrSchema),
    description:
      "A new QR code (SVG data URL in data.qr_code) of a link to the student app's scan page with a token valid for 60 s; ask again every rotate_in_seconds while it is shown. Class-scoped: a teaching assistant only their classes (403).",
  }),
};
