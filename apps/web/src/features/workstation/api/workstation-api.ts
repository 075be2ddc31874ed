import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  assessmentsApi,
  attendanceApi,
  attendanceEntrySchema,
  classworkEntrySchema,
  classworksApi,
  questionsApi,
  staleCellsSchema,
  type Assessment,
  type AssessmentBody,
  type Attendance,
  type AttendanceBody,
  IDEMPOTENCY_KEY_HEADER,
  pathOf,
  type Classwork,
  type ListResponse,
  type StaleCell,
} from '@backoffice/contract';
import type { StagedChange } from '@/components/grid';
import { ApiError, call, fetchFile } from '@/lib/api-client';
import { questionKeys, rankingKeys } from '@/lib/query-keys';
import { useUpload, type UploadRequest } from '@/lib/upload';
import type { WorkstationTab } from '../workstation-tabs';

/** What each tab lists: attendance items, homework, quizzes, exams (one assessment shape) or classworks. */
export type TabItem = {
  attendance: Attendance;
  homework: Assessment;
  quizzes: Assessment;
  exams: Assessment;
  classworks: Classwork;
};
export type AnyItem = TabItem[WorkstationTab];

/** Each tab's endpoints (admin/classes/{id}/{tab}…). */
const TAB_API = {
  attendance: attendanceApi,
  homework: assessmentsApi.homework,
  quizzes: assessmentsApi.quiz,
  exams: assessmentsApi.exam,
  classworks: classworksApi,
} as const;

/** A page of a tab with the tab's version (its ETag), which a SAVE of changes made on it sends back as If-Match. */
export type TabPage = ListResponse<AnyItem> & { etag: string | null };

/** Keeps the ETag of the answer of the call it is spread into (a refusal's too). */
function versionReader() {
  const version = {
    etag: null as string | null,
    onResponse: (response: Response) => {
      version.etag = response.headers.get('ETag');
    },
  };
  return version;
}

export const workstationQueries = {
  all: () => ['workstation'] as const,
  /** A page (30 items) of the tab's items whose name contains q. */
  tab: (classId: number, tab: WorkstationTab, params: { q: string; page: number }) =>
    queryOptions({
      queryKey: [...workstationQueries.all(), classId, tab, params] as const,
      queryFn: async ({ signal }): Promise<TabPage> => {
        const version = versionReader();
        const page: ListResponse<AnyItem> = await call(TAB_API[tab].list, {
          params: { id: classId },
          query: params,
          signal,
          onResponse: version.onResponse,
        });
        return { ...page, etag: version.etag };
      },
    }),
};

/** A SAVE refused (412) because others changed some of its cells after the version it was made on. */
export class StaleSaveError extends ApiError {
  constructor(
    error: ApiError,
    readonly conflicts: StaleCell[],
    /** The version the conflicts were found at: the one to save again on once the person has chosen. */
    readonly etag: string | null,
  ) {
    super(error.status, error.message, error.fields, error.data);
  }
}

/** The staged changes as the save call's entries: [studentId, itemId, value], in the order staged. */
export const batchEntries = (changes: readonly StagedChange[]) =>
  changes.map((change): [number, number, StagedChange['value']] => [Number(change.rowId), Number(change.columnId), change.value]);

/** Staged status changes as their tab's entries; they may come from local storage, so the contract checks them. */
const statusEntries = <S extends z.ZodType>(schema: S, changes: readonly StagedChange[]): z.output<S>[] =>
  batchEntries(changes).map((entry) => schema.parse(entry));

/** The tab's SAVE call, its body under the tab's list key (spec section 7). */
function postSave(classId: number, tab: WorkstationTab, changes: readonly StagedChange[], exchange: SaveExchange) {
  const params = { id: classId };
  switch (tab) {
    case 'attendance':
      return call(attendanceApi.save, { params, body: { attendances: statusEntries(attendanceEntrySchema, changes) }, ...exchange });
    case 'classworks':
      return call(classworksApi.save, { params, body: { classworks: statusEntries(classworkEntrySchema, changes) }, ...exchange });
    case 'homework':
      return call(assessmentsApi.homework.save, { params, body: { homework: batchEntries(changes) }, ...exchange });
    case 'quizzes':
      return call(assessmentsApi.quiz.save, { params, body: { quizzes: batchEntries(changes) }, ...exchange });
    case 'exams':
      return call(assessmentsApi.exam.save, { params, body: { exams: batchEntries(changes) }, ...exchange });
  }
}

/** The body of a tab's SAVE as postSave sends it, for the offline queue, which keeps it as JSON. */
function saveBodyOf(tab: WorkstationTab, changes: readonly StagedChange[]) {
  switch (tab) {
    case 'attendance':
      return { attendances: statusEntries(attendanceEntrySchema, changes) };
    case 'classworks':
      return { classworks: statusEntries(classworkEntrySchema, changes) };
    case 'homework':
      return { homework: batchEntries(changes) };
    case 'quizzes':
      return { quizzes: batchEntries(changes) };
    case 'exams':
      return { exams: batchEntries(changes) };
  }
}

/** A SAVE as the offline queue keeps it (lib/offline-queue): its path under /api and its body. */
export const storedSaveOf = (classId: number, tab: WorkstationTab, changes: readonly StagedChange[]) => ({
  path: pathOf(TAB_API[tab].save.path, { id: classId }),
  body: saveBodyOf(tab, changes),
});
type SaveExchange = { headers?: Record<string, string>; onResponse: (response: Response) => void };

/** What a change of a tab's items refreshes: the tab, and the ranking its scores feed. */
function useInvalidateTab(classId: number, tab: WorkstationTab) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...workstationQueries.all(), classId, tab] }),
      queryClient.invalidateQueries({ queryKey: rankingKeys.all() }),
    ]);
}

function useTabMutation<TVariables, TAnswer extends { message: string; data: unknown }>(
  classId: number,
  tab: WorkstationTab,
  mutationFn: (variables: TVariables) => Promise<TAnswer>,
  meta?: { toastError?: boolean },
) {
  return useMutation({ mutationFn, meta, onSuccess: useInvalidateTab(classId, tab) });
}

/**
 * SAVE: every staged change of the tab in one call, with the version they were made on as If-Match and the
 * batch's idempotency key (the same as the offline queue's, should it have to send it again). A 412
 * becomes a StaleSaveError with its cells; the answer carries the tab's version after the SAVE.
 */
async function saveTab(
  classId: number,
  tab: WorkstationTab,
  { changes, ifMatch, idempotencyKey }: { changes: readonly StagedChange[]; ifMatch?: string; idempotencyKey: string },
) {
  const version = versionReader();
  try {
    const answer = await postSave(classId, tab, changes, {
      headers: { ...(ifMatch ? { 'If-Match': ifMatch } : {}), [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      onResponse: version.onResponse,
    });
    return { ...answer, etag: version.etag };
  } catch (error) {
    const stale = error instanceof ApiError && error.status === 412 ? staleCellsSchema.safeParse(error.data) : null;
    if (stale?.success) throw new StaleSaveError(error as ApiError, stale.data.conflicts, version.etag);
    throw error;
  }
}

/** The screen toasts the errors that a 412's dialog does not show. */
export const useSaveTab = (classId: number, tab: WorkstationTab) =>
  useTabMutation(classId, tab, (variables: Parameters<typeof saveTab>[2]) => saveTab(classId, tab, variables), {
    toastError: false,
  });

/** A corrected file for one student, sent at once as a graded file (the score is left as it is). */
export const useUploadUpdatedFile = (classId: number, tab: 'homework' | 'quizzes' | 'exams') =>
  useUpload(
    ({ studentId, itemId, file }: { studentId: number; itemId: number; file: File }) => {
      const form = new FormData();
      form.append('updatedFile', file);
      return { endpoint: TAB_API[tab].gradedFile, params: { id: classId, itemId, studentId }, form };
    },
    { onSuccess: useInvalidateTab(classId, tab) },
  );

/** Create or update a classwork: the multipart form with its PDF (update is a POST with _method=PUT). */
export const useSaveClasswork = (classId: number) =>
  useUpload(
    ({ id, form }: { id: number | null; form: FormData }): UploadRequest<
      typeof classworksApi.create | typeof classworksApi.updateByPost
    > => {
      if (id === null) return { endpoint: classworksApi.create, params: { id: classId }, form };
      form.append('_method', 'PUT');
      return { endpoint: classworksApi.updateByPost, params: { id: classId, itemId: id }, form };
    },
    { onSuccess: useInvalidateTab(classId, 'classworks') },
  );

type ItemVariables<B> = { id: number | null; body: B };

/** Create or update an attendance item. */
export const useSaveAttendanceItem = (classId: number) =>
  useTabMutation(classId, 'attendance', ({ id, body }: ItemVariables<AttendanceBody>) =>
    id === null
      ? call(attendanceApi.create, { params: { id: classId }, body })
      : call(attendanceApi.update, { params: { id: classId, itemId: id }, body: { id, ...body } }),
  );

/** The tabs whose items are homework, quizzes or exams (one body). */
const ASSESSMENT_TAB_API = { homework: assessmentsApi.homework, quizzes: assessmentsApi.quiz, exams: assessmentsApi.exam };
export type ItemTab = Exclude<WorkstationTab, 'attendance'>;

/** Create or update a homework, quiz or exam, as JSON (a classwork goes with its PDF: useSaveClasswork). */
export const useSaveAssessmentItem = (classId: number, tab: ItemTab) =>
  useTabMutation(classId, tab, ({ id, body }: ItemVariables<AssessmentBody>) => {
    if (tab === 'classworks') throw new Error('A classwork is saved with its form');
    const endpoints = ASSESSMENT_TAB_API[tab];
    return id === null
      ? call(endpoints.create, { params: { id: classId }, body })
      : call(endpoints.update, { params: { id: classId, itemId: id }, body: { id, ...body } });
  });

export const useDeleteItem = (classId: number, tab: WorkstationTab) =>
  useTabMutation(classId, tab, (id: number) => call(TAB_API[tab].remove, { params: { id: classId, itemId: id } }));

/** A fresh QR code of an attendance item (each call rotates the token). */
export const createQrCode = (classId: number, attendanceId: number) =>
  call(attendanceApi.createQrcode, { params: { id: classId, itemId: attendanceId } });

/** Opens a file behind an authorised route in a new tab (fetched with the token, never put in the URL). */
export async function openFile(url: string) {
  // Opened before the download so the browser does not take it for a pop-up.
  const target = window.open('', '_blank');
  try {
    const blob = await fetchFile(url);
    const objectUrl = URL.createObjectURL(blob);
    if (target) target.location.href = objectUrl;
    else window.open(objectUrl, '_blank');
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  } catch (error) {
    target?.close();
    throw error;
  }
}

/** How many bank questions a dynamic question's draw can take (part and complexity). */
export const drawPreviewQuery = (params: { educational_part_id: number; complexity?: number }) =>
  queryOptions({
    queryKey: questionKeys.drawPreview(params),
    queryFn: ({ signal }) => call(questionsApi.drawPreview, { query: params, signal }),
    select: (response) => response.data,
  });
