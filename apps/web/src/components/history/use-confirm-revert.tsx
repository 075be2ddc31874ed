import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { QueryKey } from '@tanstack/react-query';
import { useId, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditLogRow } from '@backoffice/contract';
import { ApiError } from '@/lib/api-client';
import { toastError, toastErrorText, toastSuccess } from '@/lib/toast';
import { useRevertChange } from './history-api';
import { formatHistoryValue, subjectOf } from './history-value';

/** The facts a refused revert carries: the value the cell holds now. */
const currentOf = (error: unknown): { current: unknown } | null =>
  error instanceof ApiError && error.status === 409 && typeof error.data === 'object' && error.data !== null && 'current' in error.data
    ? { current: (error.data as { current: unknown }).current }
    : null;

/**
 * Revert after asking: `ask(row)` opens the question with the values on both sides; confirming reverts, toasts
 * the server's message and closes. A 409 (the value moved on, or the change was reverted already) is toasted
 * with the value the cell holds now. Render `dialog` once. The Revert button that asked turns into a disabled
 * "Reverted" once it is done, which cannot keep the focus: `focusAfterRevert` takes it instead (a keyboard user
 * stays in the panel, where Escape still closes it).
 */
export function useConfirmRevert(invalidates?: readonly QueryKey[], focusAfterRevert?: RefObject<HTMLElement | null>) {
  const { t } = useTranslation();
  const titleId = useId();
  const revert = useRevertChange(invalidates);
  const [pending, setPending] = useState<AuditLogRow | null>(null);
  const [isReverted, setReverted] = useState(false);

  const confirm = async () => {
    if (pending === null) return;
    try {
      toastSuccess((await revert.mutateAsync(pending.id)).message || t('history.revertDone'));
      if (focusAfterRevert) setReverted(true);
    } catch (error) {
      const conflict = currentOf(error);
      if (conflict && error instanceof ApiError)
        toastErrorText(
          t('history.conflict', {
            message: error.message,
            current: formatHistoryValue(pending.entity, pending.field, conflict.current, t),
          }),
        );
      else toastError(error);
    } finally {
      setPending(null);
    }
  };

  const value = (of: unknown) => (pending ? formatHistoryValue(pending.entity, pending.field, of, t) : '');
  const dialog = (
    <Dialog
      open={pending !== null}
      onClose={revert.isPending ? undefined : () => setPending(null)}
      disableRestoreFocus={isReverted}
      slotProps={{
        transition: {
          onEnter: () => setReverted(false),
          onExited: () => {
            if (isReverted) focusAfterRevert?.current?.focus();
          },
        },
      }}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('history.revertTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {pending && t('history.confirmRevert', { subject: subjectOf(pending, t), old: value(pending.old), new: value(pending.new) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* Focus starts on Cancel: Enter keeps the value, Tab then Enter reverts. */}
        <Button onClick={() => setPending(null)} disabled={revert.isPending} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={revert.isPending}>
          {t('history.revert')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { ask: (row: AuditLogRow) => setPending(row), dialog };
}
