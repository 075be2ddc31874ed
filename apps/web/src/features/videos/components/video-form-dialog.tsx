import { FormControlLabel, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { videosApi, type ValueName, type Video } from '@backoffice/contract';
import { ClassesField, FileChooser, UploadFormDialog } from '@/components/media/upload-form-dialog';
import { useDialogDraft } from '@/components/media/use-dialog-draft';
import { useMediaUpload } from '@/components/media/use-media-upload';
import { toastErrorText } from '@/lib/toast';
import { fieldsThenFiles } from '@/lib/upload';
import { videosQueries } from '../api/videos-api';
import { VideoTypeField } from './video-type-field';

/** The two endpoints the dialog uploads to: add, and edit. */
type VideoSave = typeof videosApi.upload | typeof videosApi.update;

type Draft = { title: string; type: string; classes: ValueName[]; isSecure: boolean; embeddedHtml: string; file: File | null };

const draftOf = (video: Video | null): Draft => ({
  title: video?.title ?? '',
  type: video?.type ?? '',
  classes: video?.classes ?? [],
  isSecure: video?.isSecure ?? true,
  embeddedHtml: video?.embeddedHtml ?? '',
  file: null,
});

/**
 * Add and edit a recorded session. The file is asked for only when the video is secure; the upload shows its
 * progress with a cancel button, and closing the dialog cancels an upload in progress.
 */
export function VideoFormDialog({ open, video, onClose }: { open: boolean; video: Video | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { mutate: upload, progress, isUploading, cancel } = useMediaUpload<VideoSave>(videosQueries.all(), onClose);
  const [draft, set, isDirty] = useDialogDraft(open, video, draftOf);

  const submit = () => {
    const needsFile = draft.isSecure && !video?.isSecure && !draft.file;
    if (!draft.title.trim() || !draft.type.trim() || draft.classes.length === 0 || needsFile) {
      toastErrorText(t('videos.fillAll'));
      return;
    }
    const form = fieldsThenFiles(
      [
        ['title', draft.title.trim()],
        ['type', draft.type.trim()],
        ...draft.classes.map((option) => ['classesId[]', String(option.value)] as const),
        ['is_secure', draft.isSecure ? '1' : '0'],
        ['embedded_html', !draft.isSecure && draft.embeddedHtml.trim() ? draft.embeddedHtml.trim() : undefined],
      ],
      draft.isSecure && draft.file ? [['video', draft.file]] : [],
    );
    upload(video ? { endpoint: videosApi.update, params: { id: video.id }, form } : { endpoint: videosApi.upload, form });
  };

  return (
    <UploadFormDialog
      open={open}
      title={video ? t('videos.editTitle') : t('videos.addTitle')}
      progress={progress}
      onCancelUpload={cancel}
      onClose={onClose}
      onSave={submit}
      isDirty={isDirty}
    >
      <TextField
        label={t('videos.fields.title')}
        value={draft.title}
        onChange={(e) => set({ title: e.target.value })}
        required
        disabled={isUploading}
      />
      <VideoTypeField value={draft.type} onChange={(type) => set({ type })} disabled={isUploading} />
      <ClassesField
        label={t('videos.fields.classes')}
        value={draft.classes}
        onChange={(classes) => set({ classes })}
        disabled={isUploading}
      />
      <FormControlLabel
        control={<Switch checked={draft.isSecure} onChange={(e) => set({ isSecure: e.target.checked })} disabled={isUploading} />}
        label={t('videos.fields.secure')}
      />
      {!draft.isSecure && (
        <TextField
          label={t('videos.fields.embeddedHtml')}
          value={draft.embeddedHtml}
          onChange={(e) => set({ embeddedHtml: e.target.value })}
          multiline
          minRows={3}
          disabled={isUploading}
        />
      )}
      {draft.isSecure && (
        <FileChooser
          label={t('videos.fields.file')}
          accept="video/*"
          testId="video-file"
          disabled={isUploading}
          onChoose={(files) => set({ file: files?.[0] ?? null })}
          status={draft.file?.name ?? (video?.isSecure ? t('videos.keepFile') : t('videos.noFile'))}
        />
      )}
    </UploadFormDialog>
  );
}
