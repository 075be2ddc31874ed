import { z } from 'zod';
import { idParamSchema, itemResponse } from '../common';
import { fileGrantSchema } from '../videos';
import { endpoint } from '../endpoint';

/** A video of one of the student's classes (home/videos): secure ones play through a grant. */
export const studentVideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  isSecure: z.boolean(),
  homeVideoUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type StudentVideo = z.infer<typeof studentVideoSchema>;

/** A PDF of one of the student's classes (home/pdfs): read only through a short-lived grant. */
export const studentPdfSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  pdf: z.string(),
  createdAt: z.string(),
});
export type StudentPdf = z.infer<typeof studentPdfSchema>;

export const studentMediaApi = {
  videos: endpoint({
    method: 'GET',
    path: '/home/videos',
    guard: 'student',
    response: itemResponse(z.array(studentVideoSchema)),
  }),
  pdfs: endpoint({ method: 'GET', path: '/home/pdfs', guard: 'student', response: itemResponse(z.array(studentPdfSchema)) }),
  grant: endpoint({
    method: 'GET',
    path: '/home/pdfs/:id/grant',
    guard: 'student',
    params: idParamSchema,
    response: itemResponse(fileGrantSchema),
    description: "A short-lived address of the file, opened with this student's bearer token only.",
  }),
};
