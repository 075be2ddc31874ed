import { queryOptions } from '@tanstack/react-query';
import type { FileGrant, ItemResponse, VideoProgressBody } from '@backoffice/contract';
import { api } from '@/lib/api-client';

/** A video of one of the student's classes (home/videos): secure ones play through a grant. */
export type StudentVideo = {
  id: number;
  title: string;
  type: string;
  isSecure: boolean;
  homeVideoUrl: string | null;
  createdAt: string;
};
/** A PDF of one of the student's classes (home/pdfs): read only through a short-lived grant. */
export type StudentPdf = { id: number; title: string; type: string; pdf: string; createdAt: string };

export const studentMediaQueries = {
  videos: () =>
    queryOptions({
      queryKey: ['student', 'videos'],
      queryFn: ({ signal }) => api.get<ItemResponse<StudentVideo[]>>('home/videos', undefined, signal),
      select: (response) => response.data,
    }),
  pdfs: () =>
    queryOptions({
      queryKey: ['student', 'pdfs'],
      queryFn: ({ signal }) => api.get<ItemResponse<StudentPdf[]>>('home/pdfs', undefined, signal),
      select: (response) => response.data,
    }),
  /** A fresh grant each time the PDF is opened (it lasts minutes). */
  pdfGrant: (id: number) =>
    queryOptions({
      queryKey: ['student', 'pdfs', id, 'grant'],
      queryFn: ({ signal }) => api.get<ItemResponse<FileGrant>>(`home/pdfs/${id}/grant`, undefined, signal),
      select: (response) => response.data,
      gcTime: 0,
      staleTime: 0,
    }),
};

/** Reports where the student is in a video; a lost report is not worth a message (the next one catches up). */
export const reportVideoProgress = (id: number, body: VideoProgressBody) =>
  api.post<ItemResponse<unknown>>(`home/videos/${id}/progress`, body).catch(() => undefined);
