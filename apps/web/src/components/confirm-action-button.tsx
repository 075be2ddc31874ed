import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Tooltip } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastPending, toastSuccess } from '@/lib/toast';

/** The texts of the button and its question, already translated by the caller. */
export type ConfirmActionTexts = {
  tooltip: string;
  /** The icon button's accessible name, naming the record (`Reset password of Mona Adel`). */
  label: string;
  title: string;
  question: string;
  submit: string;
};

/**
 * How a confirmed action shows that it runs: the question stays open with its buttons disabled and this label on
 * its confirmation, or the question closes at once and a toast says this until the action ends.
 */
export type ConfirmActionProgress = { buttonLabel: string } | { toast: string };

type ConfirmActionButtonProps = {
  icon: ReactNode;
  texts: ConfirmActionTexts;
  /** The action, a feature's mutation of its own endpoint: its answer's message is toasted. */
  onConfirm: () => Promise<{ message: string }>;
  isPending: boolean;
  progress: ConfirmActionProgress;
};

/**
 * A row's icon button that asks before it acts (a password reset, a sign-out everywhere): Cancel or Escape does
 * nothing, the confirmation (focused, so Enter confirms) runs the action and toasts the server's message.
 */
export function ConfirmActionButton({ icon, texts, onConfirm, isPending, progress }: ConfirmActionButtonProps) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  const staysOpen = 'buttonLabel' in progress;
  const isLocked = staysOpen && isPending;
  const onConfirmClick = async () => {
    if (!staysOpen) setIsAsking(false);
    const closeWait = staysOpen ? undefined : toastPending(progress.toast);
    try {
      toastSuccess((await onConfirm()).message);
    } catch {
      // The query client has toasted the error.
    } finally {
      closeWait?.();
      setIsAsking(false);
    }
  };
  return (
    <>
      <Tooltip title={texts.tooltip}>
        <span>
          <IconButton size="small" aria-label={texts.label} disabled={isPending} onClick={() => setIsAsking(true)}>
            {icon}
          </IconButton>
        </span>
      </Tooltip>
      {/* Rendered inside the table row: its keys must not reach the row (Enter there opens the edit dialog). */}
      <Dialog
        open={isAsking}
        onClose={isLocked ? undefined : () => setIsAsking(false)}
        onKeyDown={(event) => event.stopPropagation()}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle>{texts.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{texts.question}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsAsking(false)} disabled={isLocked}>
            {t('common.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void onConfirmClick()} disabled={isLocked} autoFocus>
            {isLocked ? progress.buttonLabel : texts.submit}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
