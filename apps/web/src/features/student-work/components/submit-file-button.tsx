import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { studentWorkApi } from '@backoffice/contract';
import { toastSuccess } from '@/lib/toast';
import { useUpload } from '@/lib/upload';

type SubmitTarget = 'homework' | 'classwork';
const SUBMITS = { homework: studentWorkApi.submitHomework, classwork: studentWorkApi.submitClasswork } as const;

/** Picks a PDF and sends it with a progress bar; the list refreshes when it is in. */
export function SubmitFileButton({
  target,
  classId,
  itemId,
  hasFile,
}: {
  target: SubmitTarget;
  classId: number;
  itemId: number;
  hasFile: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const { mutate: submit, progress } = useUpload(
    (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return { endpoint: SUBMITS[target], params: { classId, id: itemId }, form };
    },
    {
      onSuccess: async (response) => {
        toastSuccess(response.message);
        await queryClient.invalidateQueries({ queryKey: ['student', 'classes', classId] });
      },
      // The same file can be chosen again after a failure.
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    },
  );

  const onFile = (file: File | undefined) => {
    if (file) submit(file);
  };

  return (
    <Stack spacing={0.5} sx={{ minWidth: 160 }}>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <Button
        variant="contained"
        size="small"
        startIcon={<UploadFileIcon />}
        disabled={progress !== null}
        onClick={() => input.current?.click()}
      >
        {hasFile ? t('student.work.resubmit') : t('student.work.submitPdf')}
      </Button>
      {progress !== null && (
        <>
          <LinearProgress variant="determinate" value={progress} aria-label={t('student.work.uploading')} />
          <Typography variant="caption" color="text.secondary">
            {t('student.work.uploadProgress', { percent: progress })}
          </Typography>
        </>
      )}
    </Stack>
  );
}
