import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscardGuard } from '@/components/form/use-discard-guard';

const isSafeUrl = (url: string) => /^(https?:\/\/|mailto:)/i.test(url);

/** Asks for a link's address (closing a changed one asks first); only http, https and mailto addresses are accepted (the server keeps only those too). */
export function LinkDialog(props: { open: boolean; initialUrl: string; onClose: () => void; onSave: (url: string) => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(props.initialUrl);
  useEffect(() => {
    if (props.open) setUrl(props.initialUrl);
  }, [props.open, props.initialUrl]);
  const { requestClose, onDialogClose, discardDialog } = useDiscardGuard({ isDirty: url !== props.initialUrl, onClose: props.onClose });
  const trimmed = url.trim();
  const withScheme = trimmed && !/^[a-z]+:/i.test(trimmed) ? `https://${trimmed}` : trimmed;
  const isValid = trimmed === '' || isSafeUrl(withScheme);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (isValid) props.onSave(withScheme);
  };
  return (
    <Dialog open={props.open} onClose={onDialogClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('email.link')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('email.linkUrl')}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            error={!isValid}
            helperText={isValid ? ' ' : t('email.linkInvalid')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={requestClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!isValid}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
      {discardDialog}
    </Dialog>
  );
}
