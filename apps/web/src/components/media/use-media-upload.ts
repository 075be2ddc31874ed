import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Endpoint } from '@backoffice/contract';
import { toastSuccess } from '@/lib/toast';
import { useUpload, type UploadRequest } from '@/lib/upload';

/**
 * A media dialog's upload (add or replace a pdf, a video): on success it says so, refreshes the lists under
 * `queryKey` and then calls `onUploaded` (the dialog closes). Progress, cancel and failures are `useUpload`'s.
 */
export function useMediaUpload<E extends Endpoint>(queryKey: QueryKey, onUploaded: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useUpload((request: UploadRequest<E>) => request, {
    onSuccess: async () => {
      toastSuccess(t('media.upload.success'));
      await queryClient.invalidateQueries({ queryKey });
      onUploaded();
    },
  });
}
