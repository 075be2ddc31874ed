import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValueName } from '@backoffice/contract';
import { useDiscardGuard } from '@/components/form/use-discard-guard';
import { classOptionsQuery } from '@/lib/select-options';
import { toastErrorText, toastSuccess } from '@/lib/toast';

type AssignClassesDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Links the ticked rows to these classes; its answer's message becomes the toast. */
  onAssign: (classIds: number[]) => Promise<{ message?: string }>;
};

/** 'Assign to Classes' of the ticked videos or PDFs: at least one class ('Please select classes'); closing with classes chosen asks first. */
export function AssignClassesDialog({ open, onClose, onAssign }: AssignClassesDialogProps) {
  const { t } = useTranslation();
  const classes = useQuery({ ...classOptionsQuery(), enabled: open });
  const [chosen, setChosen] = useState<ValueName[]>([]);
  const [isPending, setIsPending] = useState(false);
  const { requestClose, onDialogClose, discardDialog } = useDiscardGuard({ isDirty: chosen.length > 0, onClose, isBusy: isPending });
  useEffect(() => {
    if (open) setChosen([]);
  }, [open]);

  const submit = async () => {
    if (chosen.length === 0) {
      toastErrorText(t('media.selectClasses'));
      return;
    }
    setIsPending(true);
    try {
      toastSuccess((await onAssign(chosen.map((option) => option.value))).message);
      onClose();
    } catch {
      // The assign mutation's failure is toasted by the query client; the dialog stays open to try again.
    } finally {
      setIsPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onDialogClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('media.assignToClasses')}</DialogTitle>
      <DialogContent>
        <Autocomplete
          multiple
          sx={{ mt: 1 }}
          options={classes.data ?? []}
          loading={classes.isFetching}
          value={chosen}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.value === value.value}
          onChange={(_, value) => setChosen(value)}
          renderInput={(params) => <TextField {...params} label={t('media.classes')} />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={isPending}>
          {t('media.assign')}
        </Button>
      </DialogActions>
      {discardDialog}
    </Dialog>
  );
}
