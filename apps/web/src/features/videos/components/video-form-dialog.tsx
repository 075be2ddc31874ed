import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValueName, Video } from '@backoffice/contract';
import { UploadProgress } from '@/components/media/upload-progress';
import { useUpload } from '@/components/media/use-upload';
import { classOptionsQuery } from '@/lib/select-options';
import { toastErrorText } from '@/lib/toast';
import { videosQueries } from '../api/videos-api';
import { VideoTypeField } from './video-type-field';

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
  const queryClient = useQueryClient();
  const classes = useQuery({ ...classOptionsQuery(), enabled: open });
  const { upload, progress, cancel } = useUpload();
  const [draft, setDraft] = useState<Draft>(draftOf(video));
  const set = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  useEffect(() => {
    if (open) setDraft(draftOf(video));
  }, [open, video]);

  const close = () => {
    cancel();
    onClose();
  };

  const submit = async () => {
    const needsFile = draft.isSecure && !video?.isSecure && !draft.file;
    if (!draft.title.trim() || !draft.type.trim() || draft.classes.length === 0 || needsFile) {
      toastErrorText(t('videos.fillAll'));
      return;
    }
    const form = new FormData();
    form.append('title', draft.title.trim());
    form.append('type', draft.type.trim());
    for (const option of draft.classes) form.append('classesId[]', String(option.value));
    form.append('is_secure', draft.isSecure ? '1' : '0');
    if (!draft.isSecure && draft.embeddedHtml.trim()) form.append('embedded_html', draft.embeddedHtml.trim());
    // The file goes last, so the server reads every field before the bytes.
    if (draft.isSecure && draft.file) form.append('video', draft.file);
    const answer = await upload(video ? `admin/videos/${video.id}/update` : 'admin/videos/upload', form);
    if (!answer) return;
    await queryClient.invalidateQueries({ queryKey: videosQueries.all() });
    onClose();
  };

  const isUploading = progress !== null;
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{video ? t('videos.editTitle') : t('videos.addTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label={t('videos.fields.title')}
            value={draft.title}
            onChange={(e) => set({ title: e.target.value })}
            required
            disabled={isUploading}
          />
          <VideoTypeField value={draft.type} onChange={(type) => set({ type })} disabled={isUploading} />
          <Autocomplete
            multiple
            options={classes.data ?? []}
            value={draft.classes}
            disabled={isUploading}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
            onChange={(_, chosen) => set({ classes: chosen })}
            renderInput={(params) => <TextField {...params} label={t('videos.fields.classes')} required />}
          />
          <FormControlLabel
            control={
              <Switch checked={draft.isSecure} onChange={(e) => set({ isSecure: e.target.checked })} disabled={isUploading} />
            }
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
            <Stack direction="row" spacing={2} alignItems="center">
              <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={isUploading}>
                {t('videos.fields.file')}
                <input
                  hidden
                  type="file"
                  accept="video/*"
                  data-testid="video-file"
                  onChange={(e) => set({ file: e.target.files?.[0] ?? null })}
                />
              </Button>
              <Typography variant="body2" noWrap>
                {draft.file?.name ?? (video?.isSecure ? t('videos.keepFile') : t('videos.noFile'))}
              </Typography>
            </Stack>
          )}
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
