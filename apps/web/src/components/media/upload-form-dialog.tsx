import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValueName } from '@backoffice/contract';
import { useDiscardGuard } from '@/components/form/use-discard-guard';
import { classOptionsQuery } from '@/lib/select-options';
import { UploadProgress } from './upload-progress';

type UploadFormDialogProps = {
  open: boolean;
  title: string;
  /** The running upload's percent (null when none runs): the fields and Save are off and the progress shows. */
  progress: number | null;
  /** Cancels the running upload (a no-op when none runs). */
  onCancelUpload: () => void;
  onClose: () => void;
  onSave: () => void;
  /** Something was filled in or changed since the dialog opened: closing asks before it is lost. */
  isDirty?: boolean;
  /** The fields. */
  children: ReactNode;
};

/**
 * The add/edit dialog of an uploaded file: its fields, the upload progress, Cancel and Save. Closing it with
 * something filled in asks first; closing cancels the upload.
 */
export function UploadFormDialog(props: UploadFormDialogProps) {
  const { open, title, progress, onCancelUpload, onClose, onSave, isDirty = false, children } = props;
  const { t } = useTranslation();
  const { requestClose, onDialogClose, discardDialog } = useDiscardGuard({
    isDirty,
    onClose: () => {
      onCancelUpload();
      onClose();
    },
  });
  const isUploading = progress !== null;
  return (
    <Dialog open={open} onClose={onDialogClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {children}
          {isUploading && <UploadProgress progress={progress} onCancel={onCancelUpload} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={onSave} disabled={isUploading}>
          {t('common.save')}
        </Button>
      </DialogActions>
      {discardDialog}
    </Dialog>
  );
}

/** The required classes chooser (several) of an upload form. */
export function ClassesField({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: ValueName[];
  onChange: (value: ValueName[]) => void;
  disabled?: boolean;
}) {
  const classes = useQuery(classOptionsQuery());
  return (
    <Autocomplete
      multiple
      options={classes.data ?? []}
      value={value}
      disabled={disabled}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
      onChange={(_, chosen) => onChange(chosen)}
      renderInput={(params) => <TextField {...params} label={label} required />}
    />
  );
}

type FileChooserProps = {
  /** The button's text. */
  label: string;
  accept: string;
  multiple?: boolean;
  /** The file input's data-testid (the browser tests set files through it). */
  testId: string;
  disabled?: boolean;
  onChoose: (files: FileList | null) => void;
  /** What is chosen, beside the button. */
  status: string;
};

/** A 'choose file' button with what is chosen beside it. */
export function FileChooser({ label, accept, multiple, testId, disabled, onChoose, status }: FileChooserProps) {
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled}>
        {label}
        <input
          hidden
          type="file"
          accept={accept}
          multiple={multiple}
          data-testid={testId}
          onChange={(e) => onChoose(e.target.files)}
        />
      </Button>
      <Typography variant="body2" noWrap>
        {status}
      </Typography>
    </Stack>
  );
}
