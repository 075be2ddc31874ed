import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pdfsApi, type Pdf, type ValueName } from '@backoffice/contract';
import { ClassesField, FileChooser, UploadFormDialog } from '@/components/media/upload-form-dialog';
import { useDialogDraft } from '@/components/media/use-dialog-draft';
import { useMediaUpload } from '@/components/media/use-media-upload';
import { toastErrorText } from '@/lib/toast';
import { fieldsThenFiles } from '@/lib/upload';
import { pdfsQueries } from '../api/pdfs-api';

/** The two endpoints the dialog uploads to: add, and edit. */
type PdfSave = typeof pdfsApi.create | typeof pdfsApi.update;

type Draft = { type: string; classes: ValueName[]; files: File[] };

const draftOf = (pdf: Pdf | null): Draft => ({ type: pdf?.type ?? '', classes: pdf?.classes ?? [], files: [] });

/** 'Add pdf' (several files at once) and 'Edit pdf' (one optional replacement), with upload progress. */
export function PdfFormDialog({ open, pdf, onClose }: { open: boolean; pdf: Pdf | null; onClose: () => void }) {
  const { t } = useTranslation();
  const types = useQuery({ ...pdfsQueries.types(), enabled: open });
  const { mutate: upload, progress, isUploading, cancel } = useMediaUpload<PdfSave>(pdfsQueries.all(), onClose);
  const [draft, set, isDirty] = useDialogDraft(open, pdf, draftOf);

  const chooseFiles = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.some((file) => file.type !== 'application/pdf')) {
      toastErrorText(t('pdfs.onlyPdf'));
      return;
    }
    set({ files: pdf ? files.slice(0, 1) : files });
  };

  const submit = () => {
    if (!draft.type.trim() || draft.classes.length === 0 || (!pdf && draft.files.length === 0)) {
      toastErrorText(t('pdfs.fillAll'));
      return;
    }
    // An edit is a POST that says it is a PUT (the specification's form).
    const edit = pdf ? [['_method', 'PUT'] as const, ['id', String(pdf.id)] as const] : [];
    const form = fieldsThenFiles(
      [
        ...edit,
        ['type', draft.type.trim()],
        ...draft.classes.map((option, index) => [`classesId[${index}]`, String(option.value)] as const),
      ],
      draft.files.map((file, index) => [pdf ? 'pdf' : `pdf[${index}]`, file] as const),
    );
    upload(pdf ? { endpoint: pdfsApi.update, params: { id: pdf.id }, form } : { endpoint: pdfsApi.create, form });
  };

  return (
    <UploadFormDialog
      open={open}
      title={pdf ? t('pdfs.editTitle') : t('pdfs.addTitle')}
      progress={progress}
      onCancelUpload={cancel}
      onClose={onClose}
      onSave={submit}
      isDirty={isDirty}
    >
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
      <ClassesField
        label={t('pdfs.fields.classes')}
        value={draft.classes}
        onChange={(classes) => set({ classes })}
        disabled={isUploading}
      />
      <FileChooser
        label={pdf ? t('pdfs.fields.file') : t('pdfs.fields.files')}
        accept="application/pdf"
        multiple={!pdf}
        testId="pdf-files"
        disabled={isUploading}
        onChoose={chooseFiles}
        status={
          draft.files.length > 0
            ? t('pdfs.chosenFiles', { count: draft.files.length })
            : pdf
              ? t('pdfs.keepFile')
              : t('pdfs.noFile')
        }
      />
    </UploadFormDialog>
  );
}
