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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pdf, ValueName } from '@backoffice/contract';
import { UploadProgress } from '@/components/media/upload-progress';
import { useUpload } from '@/components/media/use-upload';
import { classOptionsQuery } from '@/lib/select-options';
import { toastErrorText } from '@/lib/toast';
import { pdfsQueries } from '../api/pdfs-api';

type Draft = { type: string; classes: ValueName[]; files: File[] };

/** 'Add pdf' (several files at once) and 'Edit pdf' (one optional replacement), with upload progress. */
export function PdfFormDialog({ open, pdf, onClose }: { open: boolean; pdf: Pdf | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const classes = useQuery({ ...classOptionsQuery(), enabled: open });
  const types = useQuery({ ...pdfsQueries.types(), enabled: open });
  const { upload, progress, cancel } = useUpload();
  const [draft, setDraft] = useState<Draft>({ type: '', classes: [], files: [] });
  const set = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  useEffect(() => {
    if (open) setDraft({ type: pdf?.type ?? '', classes: pdf?.classes ?? [], files: [] });
  }, [open, pdf]);

  const close = () => {
    cancel();
    onClose();
  };

  const chooseFiles = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.some((file) => file.type !== 'application/pdf')) {
      toastErrorText(t('pdfs.onlyPdf'));
      return;
    }
    set({ files: pdf ? files.slice(0, 1) : files });
  };

  const submit = async () => {
    if (!draft.type.trim() || draft.classes.length === 0 || (!pdf && draft.files.length === 0)) {
      toastErrorText(t('pdfs.fillAll'));
      return;
    }
    const form = new FormData();
    if (pdf) {
      form.append('_method', 'PUT');
      form.append('id', String(pdf.id));
    }
    form.append('type', draft.type.trim());
    draft.classes.forEach((option, index) => form.append(`classesId[${index}]`, String(option.value)));
    draft.files.forEach((file, index) => form.append(pdf ? 'pdf' : `pdf[${index}]`, file));
    const answer = await upload(pdf ? `admin/pdf/${pdf.id}` : 'admin/pdf', form);
    if (!answer) return;
    await queryClient.invalidateQueries({ queryKey: pdfsQueries.all() });
    onClose();
  };

  const isUploading = progress !== null;
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{pdf ? t('pdfs.editTitle') : t('pdfs.addTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Autocomplete
            freeSolo
            options={types.data ?? []}
            value={draft.type}
            inputValue={draft.type}
            disabled={isUploading}
            onInputChange={(_, type) => set({ type })}
            onChange={(_, type) => set({ type: type ?? '' })}
            renderInput={(params) => <TextField {...params} label={t('pdfs.fields.type')} required />}
          />
          <Autocomplete
            multiple
            options={classes.data ?? []}
            value={draft.classes}
            disabled={isUploading}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
            onChange={(_, chosen) => set({ classes: chosen })}
            renderInput={(params) => <TextField {...params} label={t('pdfs.fields.classes')} required />}
          />
          <Stack direction="row" spacing={2} alignItems="center">
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={isUploading}>
              {pdf ? t('pdfs.fields.file') : t('pdfs.fields.files')}
              <input
                hidden
                type="file"
                accept="application/pdf"
                multiple={!pdf}
                data-testid="pdf-files"
                onChange={(e) => chooseFiles(e.target.files)}
              />
            </Button>
            <Typography variant="body2" noWrap>
              {draft.files.length > 0
                ? t('pdfs.chosenFiles', { count: draft.files.length })
                : pdf
                  ? t('pdfs.keepFile')
                  : t('pdfs.noFile')}
            </Typography>
          </Stack>
          {isUploading && <UploadProgress progress={progress} onCancel={cancel} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={isUploading}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
