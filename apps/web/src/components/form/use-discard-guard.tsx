import { useState } from 'react';
import { DiscardChangesDialog } from './discard-changes-dialog';

type DiscardGuardOptions = {
  /** Something was filled in or changed since the dialog opened. */
  isDirty: boolean;
  onClose: () => void;
  /** A save or upload is running: closing waits for it. */
  isBusy?: boolean;
};

/**
 * Closing a dialog that holds input: Escape, the backdrop, Cancel and the close button ask "Discard unsaved
 * changes?" when something was filled in, and close at once when nothing was. `discardDialog` goes inside the
 * dialog; `onDialogClose` is its `onClose`.
 */
export function useDiscardGuard({ isDirty, onClose, isBusy = false }: DiscardGuardOptions) {
  const [isAsking, setIsAsking] = useState(false);

  const requestClose = () => {
    if (isBusy) return;
    if (isDirty) setIsAsking(true);
    else onClose();
  };

  // Escape in an autocomplete closes its list (MUI) and never the dialog, which would lose what was typed.
  const onDialogClose = (event: { target?: EventTarget | null }, reason: string) => {
    if (reason === 'escapeKeyDown' && event.target instanceof Element && event.target.closest('.MuiAutocomplete-root')) return;
    requestClose();
  };

  const discardDialog = (
    <DiscardChangesDialog
      open={isAsking}
      onKeep={() => setIsAsking(false)}
      onDiscard={() => {
        setIsAsking(false);
        onClose();
      }}
    />
  );
  return { requestClose, onDialogClose, discardDialog, stopAsking: () => setIsAsking(false) };
}
