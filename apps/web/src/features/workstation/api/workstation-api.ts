import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  questionsApi,
  type Assessment,
  type AttendanceQr,
  type Attendance,
  type Classwork,
  type ItemResponse,
  type ListResponse,
} from '@backoffice/contract';
import type { StagedChange } from '@/components/grid';
import { api, call } from '@/lib/api-client';
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

/** The save call of each tab and the list key its body holds (spec section 7). */
const SAVES: Record<WorkstationTab, { action: string; key: string; idField: string }> = {
  attendance: { action: 'changeStudentAttendanceStatus', key: 'attendances', idField: 'attendanceId' },
  homework: { action: 'changeStudentHomeworkStatus', key: 'homework', idField: 'homeworkId' },
  quizzes: { action: 'changeStudentQuizStatus', key: 'quizzes', idField: 'quizId' },
  exams: { action: 'changeStudentExamStatus', key: 'exams', idField: 'examId' },
  classworks: { action: 'changeStudentClassworkStatus', key: 'classworks', idField: 'classworkId' },
};

/** admin/classes/{id}/{tab}: the tab's path segment is the API's. */
export const itemsPath = (classId: number, tab: WorkstationTab) => `admin/classes/${classId}/${tab}`;

export const workstationQueries = {
  all: () => ['workstation'] as const,
  /** A page (30 items) of the tab's items whose name contains q. */
  tab: (classId: number, tab: WorkstationTab, params: { q: string; page: number }) =>
    queryOptions({
      queryKey: [...workstationQueries.all(), classId, tab, params] as const,
      queryFn: ({ signal }) => api.get<ListResponse<AnyItem>>(itemsPath(classId, tab), params, signal),
    }),
};

/** The staged changes as the save call's entries: [studentId, itemId, value], in the order staged. */
export const batchEntries = (changes: readonly StagedChange[]) =>
  changes.map((change) => [Number(change.rowId), Number(change.columnId), change.value] as const);

function useTabMutation<TVariables>(
  classId: number,
  tab: WorkstationTab,
  mutationFn: (variables: TVariables) => Promise<ItemResponse<unknown>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Scores feed the ranking too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...workstationQueries.all(), classId, tab] }),
        queryClient.invalidateQueries({ queryKey: ['ranking'] }),
      ]),
  });
}

/** SAVE: every staged change of the tab in one call. */
export const useSaveTab = (classId: number, tab: WorkstationTab) =>
  useTabMutation(classId, tab, (changes: readonly StagedChange[]) =>
    api.post<ItemResponse<unknown>>(`${itemsPath(classId, tab)}/${SAVES[tab].action}`, {
      [SAVES[tab].key]: batchEntries(changes),
    }),
  );

/** A corrected file for one student, sent at once as the multipart twin of the save (the score is left as it is). */
export const useUploadUpdatedFile = (classId: number, tab: 'homework' | 'quizzes' | 'exams') =>
  useTabMutation(classId, tab, ({ studentId, itemId, file }: { studentId: number; itemId: number; file: File }) => {
    const { action, key, idField } = SAVES[tab];
    const form = new FormData();
    form.append(`${key}[0][studentId]`, String(studentId));
    form.append(`${key}[0][${idField}]`, String(itemId));
    form.append(`${key}[0][updatedFile]`, file);
    return api.post<ItemResponse<unknown>>(`${itemsPath(classId, tab)}/${action}`, form);
  });

/** Create or update an item: JSON, or for a classwork the multipart form (update is a POST with _method=PUT). */
export const useSaveItem = (classId: number, tab: WorkstationTab) =>
  useTabMutation(classId, tab, ({ id, body }: { id: number | null; body: object | FormData }) => {
    const path = itemsPath(classId, tab);
    if (body instanceof FormData) {
      if (id !== null) body.append('_method', 'PUT');
      return api.post<ItemResponse<unknown>>(id === null ? path : `${path}/${id}`, body);
    }
    return id === null
      ? api.post<ItemResponse<unknown>>(path, body)
      : api.put<ItemResponse<unknown>>(`${path}/${id}`, { id, ...body });
  });

export const useDeleteItem = (classId: number, tab: WorkstationTab) =>
  useTabMutation(classId, tab, (id: number) => api.delete<ItemResponse<unknown>>(`${itemsPath(classId, tab)}/${id}`));

/** A fresh QR code of an attendance item (each call rotates the token). */
export const createQrCode = (classId: number, attendanceId: number) =>
  api.post<ItemResponse<AttendanceQr>>(`${itemsPath(classId, 'attendance')}/${attendanceId}/create-qrcode`);

/** Opens a file behind an authorised route in a new tab (fetched with the token, never put in the URL). */
export async function openFile(url: string) {
  // Opened before the download so the browser does not take it for a pop-up.
  const target = window.open('', '_blank');
  try {
    const blob = await api.blob(url);
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
    queryKey: ['questions', 'draw-preview', params] as const,
    queryFn: ({ signal }) => call(questionsApi.drawPreview, { query: params, signal }),
    select: (response) => response.data,
  });
