import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Endpoint, ResponseOf } from '@backoffice/contract';
import { toastErrorText, toastInfo, toastSuccess } from '@/lib/toast';
import { uploadForm, UploadError } from '@/lib/upload';

/**
 * One upload at a time with its progress: toasts 'Upload successful!', 'Upload cancelled!' or why it failed;
 * an upload still running when the component goes away (the dialog is left) is cancelled.
 */
export function useUpload() {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const cancelRef = useRef<(() => void) | null>(null);

  const cancel = useCallback(() => cancelRef.current?.(), []);
  useEffect(() => () => cancelRef.current?.(), []);

  const upload = useCallback(
    async <E extends Endpoint>(
      definition: E,
      params: Record<string, unknown> | undefined,
      form: FormData,
    ): Promise<ResponseOf<E> | null> => {
      setProgress(0);
      const handle = uploadForm(definition, params, form, setProgress);
      cancelRef.current = handle.cancel;
      try {
        const answer = await handle.promise;
        toastSuccess(t('media.upload.success'));
        return answer;
      } catch (error) {
        const failure = error instanceof UploadError ? error.failure : null;
        if (failure?.kind === 'cancelled') toastInfo(t('media.upload.cancelled'));
        else if (failure?.kind === 'network') toastErrorText(t('media.upload.network'));
        else if (failure?.kind === 'parse') toastErrorText(t('media.upload.parse'));
        else if (failure?.kind === 'server') toastErrorText(failure.message ?? t('media.upload.failedPlain'));
        else toastErrorText(t('media.upload.failed'));
        return null;
      } finally {
        cancelRef.current = null;
        setProgress(null);
      }
    },
    [t],
  );

  return { upload, progress, isUploading: progress !== null, cancel };
}
