import { useState, type RefObject } from 'react';
import { toastSuccess } from '@/lib/toast';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

type DeleteMutation = { mutateAsync: (id: number) => Promise<{ message?: string }>; isPending: boolean };

type ConfirmDeleteOptions<T> = {
  mutation: DeleteMutation;
  nameOf: (item: T) => string;
  /** Takes the focus after a delete: the row's button that had it is gone with the row. */
  focusAfterDelete?: RefObject<HTMLElement | null>;
};

/**
 * The one way to delete after asking: `ask(item)` opens 'Are you sure you want to delete "{name}"?';
 * confirming deletes, toasts the server's message and closes. A failure is toasted once (by the query
 * client for a mutation) and closes the dialog too. Render `dialog` once in the screen.
 */
export function useConfirmDelete<T extends { id: number }>({ mutation, nameOf, focusAfterDelete }: ConfirmDeleteOptions<T>) {
  const [pending, setPending] = useState<T | null>(null);
  const [isDeleted, setDeleted] = useState(false);

  const confirm = async () => {
    if (pending === null) return;
    try {
      toastSuccess((await mutation.mutateAsync(pending.id)).message);
      if (focusAfterDelete) setDeleted(true);
    } catch {
      // Toasted by the query client, as every failed mutation.
    } finally {
      setPending(null);
    }
  };

  const dialog = (
    <ConfirmDeleteDialog
      name={pending === null ? null : nameOf(pending)}
      isPending={mutation.isPending}
      focusAfterClose={isDeleted ? focusAfterDelete : undefined}
      onOpen={() => setDeleted(false)}
      onCancel={() => setPending(null)}
      onConfirm={() => void confirm()}
    />
  );
  return { ask: (item: T) => setPending(() => item), dialog };
}
