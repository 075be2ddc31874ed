import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/lib/toast';

type SignOutMutation = { mutateAsync: (id: number) => Promise<{ message: string }>; isPending: boolean };

type SignOutEverywhereButtonProps = {
  account: { id: number; name: string };
  /** The feature's mutation of its own endpoint (users or students). */
  mutation: SignOutMutation;
};

/**
 * Signs an account out on every device after asking, for a lost phone or a shared computer: the row's
 * icon opens the question, its confirmation ends the sessions and toasts the server's message.
 */
export function SignOutEverywhereButton({ account, mutation }: SignOutEverywhereButtonProps) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  const onConfirm = async () => {
    try {
      toastSuccess((await mutation.mutateAsync(account.id)).message);
    } catch {
      // The query client has toasted the error.
    } finally {
      setIsAsking(false);
    }
  };
  return (
    <>
      <Tooltip title={t('common.signOutEverywhere.tooltip')}>
        <span>
          <IconButton
            size="small"
            aria-label={t('common.signOutEverywhere.label', { name: account.name })}
            disabled={mutation.isPending}
            onClick={() => setIsAsking(true)}
          >
            <PhonelinkEraseIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {/* Rendered inside the table row: its keys must not reach the row (Enter there opens the edit dialog). */}
      <Dialog
        open={isAsking}
        onClose={mutation.isPending ? undefined : () => setIsAsking(false)}
        onKeyDown={(event) => event.stopPropagation()}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle>{t('common.signOutEverywhere.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('common.signOutEverywhere.confirm', { name: account.name })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsAsking(false)} disabled={mutation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void onConfirm()} disabled={mutation.isPending} autoFocus>
            {mutation.isPending ? t('common.signOutEverywhere.pending') : t('common.signOutEverywhere.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
