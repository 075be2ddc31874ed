import RotateLeftIcon from '@mui/icons-material/RotateLeft';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Box, Button, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openPdf, stampWatermark, type PdfDocument } from './pdf-document';
import { clampZoom, fitZoom, MAX_ZOOM, MIN_ZOOM, ZOOM_STEP } from './pdf-zoom';

/**
 * pdf.js on a canvas: zoom by 0.1 from 25% to 300%, page navigation, rotation, 'Page X of N' and the
 * viewer's watermark on every page; there is no download link, and the file is fetched through a
 * short-lived grant with the viewer's bearer token.
 */
export function ProtectedPdfViewer({ url, watermark }: { url: string; watermark: string }) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const pageAreaRef = useRef<HTMLDivElement>(null);
  const [document, setDocument] = useState<PdfDocument | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);

  useEffect(() => {
    let opened: PdfDocument | null = null;
    let isCancelled = false;
    setDocument(null);
    setHasFailed(false);
    setPage(1);
    openPdf(url).then(
      (pdf) => {
        opened = pdf;
        if (isCancelled) return void pdf.destroy();
        // A page wider than the screen opens at the zoom that fits it, so a phone shows the whole width.
        const area = pageAreaRef.current;
        pdf.getPage(1).then(
          (first) => {
            if (isCancelled) return;
            if (area) setZoom(fitZoom(first.getViewport({ scale: 1 }).width, area.clientWidth - 16));
            setDocument(pdf);
          },
          () => !isCancelled && setHasFailed(true),
        );
      },
      () => !isCancelled && setHasFailed(true),
    );
    return () => {
      isCancelled = true;
      void opened?.destroy();
    };
  }, [url]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!document || !canvas) return;
    let isCancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    void document.getPage(page).then((pdfPage) => {
      if (isCancelled) return;
      const ratio = window.devicePixelRatio || 1;
      const viewport = pdfPage.getViewport({ scale: zoom * ratio, rotation });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      task = pdfPage.render({ canvas, viewport });
      task.promise.then(
        () => !isCancelled && stampWatermark(canvas, watermark),
        () => undefined,
      );
    });
    return () => {
      isCancelled = true;
      task?.cancel();
    };
  }, [document, page, zoom, rotation, watermark]);

  const pages = document?.numPages ?? 0;
  return (
    <Stack spacing={1} sx={{ height: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Button onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1}>
          {t('media.viewer.previous')}
        </Button>
        <Typography aria-live="polite">{t('media.viewer.pageOf', { page, pages })}</Typography>
        <Button onClick={() => setPage((p) => Math.min(pages, p + 1))} disabled={page >= pages}>
          {t('media.viewer.next')}
        </Button>
        <Tooltip title={t('media.viewer.zoomOut')}>
          <span>
            <IconButton
              aria-label={t('media.viewer.zoomOut')}
              onClick={() => setZoom((z) => clampZoom(z - ZOOM_STEP))}
              disabled={zoom <= MIN_ZOOM}
            >
              <ZoomOutIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Typography data-testid="zoom">{t('media.percent', { value: Math.round(zoom * 100) })}</Typography>
        <Tooltip title={t('media.viewer.zoomIn')}>
          <span>
            <IconButton
              aria-label={t('media.viewer.zoomIn')}
              onClick={() => setZoom((z) => clampZoom(z + ZOOM_STEP))}
              disabled={zoom >= MAX_ZOOM}
            >
              <ZoomInIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('media.viewer.rotateLeft')}>
          <IconButton aria-label={t('media.viewer.rotateLeft')} onClick={() => setRotation((r) => (r + 270) % 360)}>
            <RotateLeftIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('media.viewer.rotateRight')}>
          <IconButton aria-label={t('media.viewer.rotateRight')} onClick={() => setRotation((r) => (r + 90) % 360)}>
            <RotateRightIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box
        ref={pageAreaRef}
        sx={{ flex: 1, overflow: 'auto', bgcolor: 'grey.200', p: 1, textAlign: 'center', userSelect: 'none' }}
        dir="ltr"
      >
        {hasFailed && <Typography color="error">{t('media.viewer.failed')}</Typography>}
        {!document && !hasFailed && <CircularProgress aria-label={t('media.viewer.loading')} />}
        <canvas
          ref={canvasRef}
          data-testid="pdf-canvas"
          data-rotation={rotation}
          style={{ display: document ? 'inline-block' : 'none' }}
        />
      </Box>
    </Stack>
  );
}
