import { queryOptions } from '@tanstack/react-query';
import { videoProgressApi, studentMediaApi, type VideoProgressBody } from '@backoffice/contract';
import { call } from '@/lib/api-client';

export type { StudentPdf, StudentVideo } from '@backoffice/contract';

export const studentMediaQueries = {
  videos: () =>
    queryOptions({
      queryKey: ['student', 'videos'],
      queryFn: ({ signal }) => call(studentMediaApi.videos, { signal }),
      select: (response) => response.data,
    }),
  pdfs: () =>
    queryOptions({
      queryKey: ['student', 'pdfs'],
      queryFn: ({ signal }) => call(studentMediaApi.pdfs, { signal }),
      select: (response) => response.data,
    }),
  /** A fresh grant each time the PDF is opened (it lasts minutes). */
  pdfGrant: (id: number) =>
    queryOptions({
      queryKey: ['student', 'pdfs', id, 'grant'],
      queryFn: ({ signal }) => call(studentMediaApi.grant, { params: { id }, signal }),
      select: (response) => response.data,
      gcTime: 0,
      staleTime: 0,
    }),
};

/** Reports where the student is in a video; a lost report is not worth a message (the next one catches up). */
export const reportVideoProgress = (id: number, body: VideoProgressBody) =>
  call(videoProgressApi.save, { params: { id }, body: body }).catch(() => undefined);
