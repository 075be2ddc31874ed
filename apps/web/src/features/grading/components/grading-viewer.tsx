import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { GradingSubmission } from '@backoffice/contract';
import { EmptyState } from '@/components/empty-state';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { saveBlob } from '@/lib/save-blob';
import { parseScore } from '@/lib/score';
import { toastError, toastInfo, toastSuccess } from '@/lib/toast';
import { gradingQueries, useSaveGrading, type SubmissionRef } from '../api/grading-api';
import type { burnStrokes as burnStrokesNow } from '../pdf/burn-strokes';
import { openPdf, startPdfWorker, type PDFDocumentProxy } from '../pdf/pdfjs';
import { PEN_COLORS, PEN_WIDTH, rotate, ZOOM, zoomIn, zoomOut, type PenColor } from '../pdf/view-steps';
import { useStrokeHistory, useUndoKeys } from '../strokes/use-stroke-history';
import { GradingToolbar } from './grading-toolbar';
import { PdfPageCanvas } from './pdf-page-canvas';
import { ScoreField } from './score-field';
import { ConflictAlert } from './conflict-alert';
import { useClaim } from './use-claim';
import { useLeaveGuard } from './use-leave-guard';

/** pdf-lib is fetched when the grader first saves or downloads, not with the viewer. */
const burnStrokes = async (...args: Parameters<typeof burnStrokesNow>) =>
  (await import('../pdf/burn-strokes')).burnStrokes(...args);

/**
 * The grading viewer shared by /homework-editor, /quiz-editor and /exam-editor: the student's PDF
 * with a pen, the score, and SAVE ALL CHANGES, which writes the strokes into the PDF and uploads it
 * as the updated file with the score.
 */
export function GradingViewer({ submissionRef }: { submissionRef: SubmissionRef }) {
  const { t } = useTranslation();
  const submission = useQuery(gradingQueries.submission(submissionRef));
  const fileUrl = submission.data ? (submission.data.updatedFile ?? submission.data.file) : null;
  const file = useQuery(gradingQueries.file(fileUrl));
  // The shown PDF and its bytes stay until the next version has opened (no flicker after a save).
  const [opened, setOpened] = useState<{ pdf: PDFDocumentProxy; bytes: Uint8Array; url: string } | null>(null);
  const [pdfFailed, setPdfFailed] = useState(false);
  // The worker warms up alongside the two downloads below, so page 1 is drawn as soon as the file has come.
  useEffect(startPdfWorker, []);

  useEffect(() => {
    const bytes = file.data;
    if (!bytes || !fileUrl) return;
    let isCurrent = true;
    openPdf(bytes).then(
      (pdf) => (isCurrent ? setOpened({ pdf, bytes, url: fileUrl }) : void pdf.destroy()),
      () => isCurrent && setPdfFailed(true),
    );
    return () => {
      isCurrent = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the bytes are keyed by their URL
  }, [file.data]);

  const isMissing = submission.isError || (submission.data && !fileUrl) || file.isError || pdfFailed;
  if (isMissing || !submission.data) {
    if (!isMissing) return <CircularProgress aria-label={t('grading.loading')} sx={{ m: 4 }} />;
    return (
      <Stack alignItems="center">
        <EmptyState text={t('grading.noPdf')} />
        <Button component={RouterLink} to="/archive" variant="outlined">
          {t('grading.goBack')}
        </Button>
      </Stack>
    );
  }
  if (!opened) return <CircularProgress aria-label={t('grading.loading')} sx={{ m: 4 }} />;
  return (
    <Annotator
      submissionRef={submissionRef}
      pdf={opened.pdf}
      bytes={opened.bytes}
      submission={submission.data}
      // A newer version's file is still loading: saving now would draw on the older one.
      isFileCurrent={opened.url === fileUrl}
    />
  );
}

type AnnotatorProps = {
  submissionRef: SubmissionRef;
  pdf: PDFDocumentProxy;
  bytes: Uint8Array;
  submission: GradingSubmission;
  isFileCurrent: boolean;
};

function Annotator({ submissionRef, pdf, bytes, submission, isFileCurrent }: AnnotatorProps) {
  const { t } = useTranslation();
  const { kind, classId, itemId, studentId } = submissionRef;
  const item = submission[kind];
  const maxScore = item?.maxScore ?? 0;
  const strokes = useStrokeHistory(`grading:${kind}:${classId}:${itemId}:${studentId}`);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<number>(ZOOM.initial);
  const [rotation, setRotation] = useState(0);
  const [color, setColor] = useState<PenColor>('red');
  const [score, setScore] = useState(submission.score === null ? '' : String(submission.score));
  // A refused save: the server's message and the submission as this grader had opened it.
  const [conflict, setConflict] = useState<{ message: string; before: GradingSubmission } | null>(null);
  const claim = useClaim(submissionRef, true);
  const save = useSaveGrading(submissionRef);
  useUndoKeys(strokes.undo, strokes.redo);

  const isScoreChanged = score !== (submission.score === null ? '' : String(submission.score));
  const isDirty = strokes.strokes.length > 0 || isScoreChanged;
  const leaveGuard = useLeaveGuard(isDirty, strokes.reset);
  const parsedScore = parseScore(score, maxScore);
  const pageStrokes = useMemo(() => strokes.strokes.filter((stroke) => stroke.page === page), [strokes.strokes, page]);

  // Told once when the viewer opens (not again when the language changes).
  const restoredCount = useRef(strokes.restoredCount);
  useEffect(() => {
    if (restoredCount.current > 0) toastInfo(t('grading.restored', { count: restoredCount.current }));
    restoredCount.current = 0;
  }, [t]);

  const download = async () => {
    const annotated = await burnStrokes(bytes, strokes.strokes);
    saveBlob(
      new Blob([annotated as BlobPart], { type: 'application/pdf' }),
      `${submission.studentName} - ${item?.name ?? kind}.pdf`,
    );
  };

  const saveAll = async () => {
    if (parsedScore === null) return;
    setConflict(null);
    try {
      const file = strokes.strokes.length > 0 ? await burnStrokes(bytes, strokes.strokes) : null;
      const response = await save.mutateAsync({ score: parsedScore, version: submission.version, file });
      strokes.reset();
      toastSuccess(response.message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The submission is read again (save.onSettled): what changed shows beside what was opened.
        setConflict({ message: error.message, before: submission });
      } else toastError(error);
    }
  };

  return (
    <Box>
      {leaveGuard}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} justifyContent="space-between" sx={{ mb: 2 }}>
        <Box>
          <Typography variant="h5" component="h1" fontWeight={700}>
            {submission.studentName}
          </Typography>
          <Typography color="text.secondary">
            {t('grading.itemHeader', { name: item?.name ?? '', max: formatNumber(maxScore) })}
          </Typography>
        </Box>
        <Stack direction="row" spacing={2} alignItems="flex-start">
          <ScoreField value={score} maxScore={maxScore} onChange={setScore} />
          <Button variant="contained" onClick={saveAll} disabled={parsedScore === null || save.isPending || !isFileCurrent}>
            {save.isPending ? t('grading.saving') : t('grading.saveAll')}
          </Button>
        </Stack>
      </Stack>
      {claim && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('grading.beingGradedBy', { name: claim.name })}
        </Alert>
      )}
      {conflict && <ConflictAlert {...conflict} now={submission} onClose={() => setConflict(null)} />}
      <GradingToolbar
        color={color}
        onColor={setColor}
        canUndo={strokes.canUndo}
        canRedo={strokes.canRedo}
        canClear={pageStrokes.length > 0}
        onUndo={strokes.undo}
        onRedo={strokes.redo}
        onClear={() => strokes.clear(page)}
        onDownload={() => void download().catch(toastError)}
        page={page}
        pageCount={pdf.numPages}
        onPage={(next) => setPage(Math.min(pdf.numPages, Math.max(1, next)))}
        zoom={zoom}
        onZoomIn={() => setZoom(zoomIn)}
        onZoomOut={() => setZoom(zoomOut)}
        onRotate={(direction) => setRotation((current) => rotate(current, direction))}
      />
      {/* Zoomed in, the page scrolls inside this area: it takes the focus so the arrow keys scroll it. */}
      <Paper
        variant="outlined"
        tabIndex={0}
        role="region"
        aria-label={t('grading.pageArea', { page })}
        sx={{ overflow: 'auto', p: 2, bgcolor: 'grey.100', textAlign: 'center', maxHeight: '75vh' }}
      >
        <PdfPageCanvas
          pdf={pdf}
          pageNumber={page}
          zoom={zoom}
          rotation={rotation}
          strokes={pageStrokes}
          color={PEN_COLORS[color]}
          width={PEN_WIDTH}
          label={t('grading.pageImage', { page })}
          onStroke={strokes.add}
        />
      </Paper>
    </Box>
  );
}
