import { studentWorkApi } from '@backoffice/contract';
import { sendForm } from '@/lib/upload';

export type SubmitTarget = 'homework' | 'classwork';

/**
 * A PDF handed in for a homework or classwork, with its progress: loaded by the class page's Submit button when a
 * file is picked (the page is drawn without zod and the contract's schemas); the answer is checked by its schema.
 */
export function submitFile(
  target: SubmitTarget,
  { classId, itemId, file }: { classId: number; itemId: number; file: File },
  onProgress: (percent: number) => void,
) {
  const form = new FormData();
  form.append('file', file);
  const endpoint = target === 'homework' ? studentWorkApi.submitHomework : studentWorkApi.submitClasswork;
  return sendForm({ endpoint, params: { classId, id: itemId }, form }, { onProgress });
}
