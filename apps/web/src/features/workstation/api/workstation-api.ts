import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  assessmentsApi,
  attendanceApi,
  classworksApi,
  questionsApi,
  staleCellsSchema,
  type Assessment,
  type Attendance,
  type Classwork,
  type ListResponse,
  type StaleCell,
} from '@backoffice/contract';
import type { StagedChange } from '@/components/grid';
import { ApiError, call, fetchFile } from '@/lib/api-client';
import { questionKeys, rankingKeys } from '@/lib/query-keys';
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

/** The list key each tab's save body holds, and the item id field of its entries (spec section 7). */
const SAVES: Record<WorkstationTab, { key: string; idField: string }> = {
  attendance: { key: 'attendances', idField: 'attendanceId' },
  homework: { key: 'homework', idField: 'homeworkId' },
  quizzes: { key: 'quizzes', idField: 'quizId' },
  exams: { key: 'exams', idField: 'examId' },
  classworks: { key: 'classworks', idField: 'classworkId' },
};

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
  changes.map((change) => [Number(change.rowId), Number(change.columnId), change.value] as const);

function useTabMutation<TVariables, TAnswer extends { message: string; data: unknown }>(
  classId: number,
  tab: WorkstationTab,
  mutationFn: (variables: TVariables) => Promise<TAnswer>,
  meta?: { toastError?: boolean },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta,
    // Scores feed the ranking too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...workstationQueries.all(), classId, tab] }),
        queryClient.invalidateQueries({ queryKey: rankingKeys.all() }),
      ]),
  });
}

/**
 * SAVE: every staged change of the tab in one call, with the version they were made on as If-Match. A 412
 * becomes a StaleSaveError with its cells; the answer carries the tab's version after the SAVE.
 */
async function saveTab(
  classId: number,
  tab: WorkstationTab,
  { changes, ifMatch }: { changes: readonly StagedChange[]; ifMatch?: string },
) {
  const version = versionReader();
  try {
    const answer = await call(TAB_API[tab].save, {
      params: { id: classId },
      // The tabs' save bodies differ (JSON lists, or a form for scores): each is checked by its server route.
      body: { [SAVES[tab].key]: batchEntries(changes) } as never,
      headers: ifMatch ? { 'If-Match': ifMatch } : undefined,
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

/** A corrected file for one student, sent at once as the multipart twin of the save (the score is left as it is). */
export const useUploadUpdatedFile = (classId: number, tab: 'homework' | 'quizzes' | 'exams') =>
  useTabMutation(classId, tab, ({ studentId, itemId, file }: { studentId: number; itemId: number; file: File }) => {
    const { key, idField } = SAVES[tab];
    const form = new FormData();
    form.append(`${key}[0][studentId]`, String(studentId));
    form.append(`${key}[0][${idField}]`, String(itemId));
    form.append(`${key}[0][updatedFile]`, file);
    return call(TAB_API[tab].save, { params: { id: classId }, body: form });
  });

/** Create or update an item: JSON, or for a classwork the multipart form (update is a POST with _method=PUT). */
export const useSaveItem = (classId: number, tab: WorkstationTab) =>
  useTabMutation(classId, tab, ({ id, body }: { id: number | null; body: object | FormData }) => {
    const endpoints = TAB_API[tab];
    if (body instanceof FormData) {
      // Only the classwork form carries a file.
      if (id === null) return call(classworksApi.create, { params: { id: classId }, body });
      body.append('_method', 'PUT');
      return call(classworksApi.updateByPost, { params: { id: classId, itemId: id }, body });
    }
    return id === null
      ? call(endpoints.create, { params: { id: classId }, body: body as never })
      : call(endpoints.update, { params: { id: classId, itemId: id }, body: { id, ...body } as never });
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
