import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/lib/toast';
import { Icon } from '@/components/light/icons';
import type { SubmitTarget } from '../api/submit-file';

/** The upload and the contract's endpoint come when a file is picked (api/submit-file.ts). */
const loadSubmitFile = () => import('../api/submit-file').then((module) => module.submitFile);

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
  const [progress, setProgress] = useState<number | null>(null);
  const { mutate: submit } = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      try {
        const submitFile = await loadSubmitFile();
        return await submitFile(target, { classId, itemId, file }, setProgress);
      } finally {
        setProgress(null);
      }
    },
    onSuccess: async (response) => {
      toastSuccess(response.message);
      await queryClient.invalidateQueries({ queryKey: ['student', 'classes', classId] });
    },
    // The same file can be chosen again after a failure.
    onSettled: () => {
      if (input.current) input.current.value = '';
    },
  });

  const onFile = (file: File | undefined) => {
    if (file) submit(file);
  };

  return (
    <div className="lt-submit">
      <input ref={input} type="file" accept="application/pdf,.pdf" hidden onChange={(event) => onFile(event.target.files?.[0])} />
      <button
        type="button"
        className="lt-button lt-button--contained"
        disabled={progress !== null}
        onClick={() => input.current?.click()}
      >
        <Icon name="uploadFile" />
        {hasFile ? t('student.work.resubmit') : t('student.work.submitPdf')}
      </button>
      {progress !== null && (
        <>
          <div
            className="lt-progress"
            role="progressbar"
            aria-label={t('student.work.uploading')}
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div style={{ width: `${progress}%` }} />
          </div>
          <p className="lt-caption">{t('student.work.uploadProgress', { percent: progress })}</p>
        </>
      )}
    </div>
  );
}
