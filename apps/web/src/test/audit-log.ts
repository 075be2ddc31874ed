import { auditLogApi, type AuditLogRow, type ListResponse } from '@backoffice/contract';
import { answer, server } from './server';

/** One change of the audit log: Omar Khaled marked Amal Hassan present in Week 1 (class 3), unless `changes` say otherwise. */
export const auditRow = (id: number, changes: Partial<AuditLogRow> = {}): AuditLogRow => ({
  id,
  at: '2026-11-02T09:30:00Z',
  user: { id: 4, name: 'Omar Khaled' },
  entity: 'attendance',
  entity_id: 5,
  class_id: 3,
  student_id: 11,
  student_name: 'Amal Hassan',
  item_name: 'Week 1',
  item_id: 5,
  field: 'status',
  old: 0,
  new: 1,
  reverted_by: null,
  ...changes,
});

/** The audit log answers with `respond`; the returned list gathers each request's query, to check what was asked. */
export function answerAuditLog(respond: (query: URLSearchParams) => ListResponse<AuditLogRow>): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  server.use(
    answer(auditLogApi.list, ({ query }) => {
      asked.push(query);
      return respond(query);
    }),
  );
  return asked;
}
