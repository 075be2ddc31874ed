import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ProtectedPdfViewer } from './protected-pdf-viewer';
import { useBlockInspection } from './use-block-inspection';

/** The PDF viewer in a dialog; while it is open, right-click and the developer-tool shortcuts are blocked. */
export function PdfViewerDialog({
  title,
  url,
  watermark,
  fullScreen = false,
  onClose,
}: {
  title: string;
  url: string | null;
  watermark: string;
  /** On a phone the viewer takes the whole screen. */
  fullScreen?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  useBlockInspection(url !== null);
  return (
    <Dialog
      open={url !== null}
      onClose={onClose}
      fullWidth
      fullScreen={fullScreen}
      maxWidth="lg"
      PaperProps={{ sx: fullScreen ? undefined : { height: '90vh' } }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers sx={fullScreen ? { px: 1 } : undefined}>
        {url && <ProtectedPdfViewer url={url} watermark={watermark} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
