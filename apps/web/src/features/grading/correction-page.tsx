import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { answersTotal, isSameTotal } from '@backoffice/contract';
import { BackIcon } from '@/components/directional-icons';
import { EmptyState } from '@/components/empty-state';
import { formatNumber } from '@/lib/format';
import { toastError, toastSuccess } from '@/lib/toast';
import {
  correctionQueries,
  replacedTotalsOf,
  useSubmitCorrections,
  type CorrectionKind,
  type CorrectionRef,
} from './api/corrections-api';
import { CorrectionCard, parseCorrection } from './components/correction-card';
import { ReplaceTotalDialog, type ReplacedTotal } from './components/replace-total-dialog';
import { workstationReturnUrl } from './workstation-return';

/** /classes/{classId}/exams/{examId}/students/{studentId} and the quiz twin: correcting answers by hand. */
function CorrectionPage({ kind }: { kind: CorrectionKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const ref: CorrectionRef = {
    kind,
    classId: Number(params.classId),
    itemId: Number(kind === 'exam' ? params.examId : params.quizId),
    studentId: Number(params.studentId),
  };
  const backTo = workstationReturnUrl(useLocation().search, ref.classId, kind);
  const answers = useQuery(correctionQueries.answers(ref));
  const submit = useSubmitCorrections(ref);
  const [scores, setScores] = useState<Record<number, string>>({});
  const [replaced, setReplaced] = useState<ReplacedTotal | null>(null);

  // No data back (unknown, refused or empty answer): back to the workstation, as the spec says.
  const hasNoData = answers.isError || (answers.isSuccess && !answers.data);
  useEffect(() => {
    if (hasNoData) void navigate(backTo, { replace: true });
  }, [hasNoData, navigate, backTo]);

  if (!answers.data) return <CircularProgress aria-label={t('grading.loading')} sx={{ m: 4 }} />;
  const { name, studentName, answeredQuestions, assessment, result } = answers.data;
  const corrections = answeredQuestions.flatMap((answer) => {
    const score = parseCorrection(scores[answer.id] ?? '', answer.question.points);
    return score === null ? [] : [{ question_id: answer.question_id, id: answer.id, user_id: ref.studentId, score }];
  });
  // The total as the server computes it (answersTotal), before and after the typed corrections.
  const totalOf = (correctedOf: (id: number) => number | null) =>
    answersTotal(
      answeredQuestions.map((answer) => ({
        score: answer.score,
        corrected_score: correctedOf(answer.id),
        points: answer.question.points,
      })),
      assessment.maxScore,
    );
  const computedNow = totalOf((id) => answeredQuestions.find((answer) => answer.id === id)?.corrected_score ?? null);
  const totalAfter = totalOf(
    (id) =>
      corrections.find((entry) => entry.id === id)?.score ??
      answeredQuestions.find((answer) => answer.id === id)?.corrected_score ??
      null,
  );
  const isEnteredByHand = result.score !== null && !isSameTotal(result.score, computedNow);
  const outOf = (total: number | null) =>
    t('grading.correction.outOf', {
      total: total === null ? t('grading.noScore') : formatNumber(total),
      max: formatNumber(assessment.maxScore),
    });

  const send = (replaceTotal: boolean) =>
    !submit.isPending &&
    submit.mutate(
      { answeredQuestions: corrections, replaceTotal },
      {
        onSuccess: (response) => {
          setReplaced(null);
          toastSuccess(response.message);
          void navigate(backTo);
        },
        onError: (error) => {
          // A total entered by hand would change: the person decides, nothing was saved.
          const [total] = replacedTotalsOf(error) ?? [];
          if (total) setReplaced(total);
          else toastError(error);
        },
      },
    );

  return (
    <Box>
      <Button component={RouterLink} to={backTo} startIcon={<BackIcon />} sx={{ mb: 1, textTransform: 'none' }}>
        {t('grading.correction.back')}
      </Button>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ sm: 'center' }}
        sx={{ mb: 2 }}
      >
        <Box>
          <Typography variant="h5" component="h1" fontWeight={700}>
            {name}
          </Typography>
          <Typography color="text.secondary">{studentName}</Typography>
        </Box>
        {corrections.length > 0 && (
          // aria-disabled, not disabled, while it sends: a disabled button loses focus, and the replace dialog
          // would then hand it back to the page instead of to this button.
          <Button variant="contained" onClick={() => send(false)} aria-disabled={submit.isPending} sx={{ textTransform: 'none' }}>
            {t('grading.correction.submit', { count: corrections.length })}
          </Button>
        )}
      </Stack>
      <Box
        component="dl"
        aria-label={t('grading.correction.totals')}
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, mb: 2, '& dd': { m: 0 } }}
      >
        <Typography component="dt" color="text.secondary">
          {t('grading.correction.totalNow')}
        </Typography>
        <Typography component="dd">
          {outOf(result.score)}
          {isEnteredByHand && ` · ${t('grading.correction.enteredByHand')}`}
        </Typography>
        {corrections.length > 0 && (
          <>
            <Typography component="dt" color="text.secondary">
              {t('grading.correction.totalAfter')}
            </Typography>
            <Typography component="dd" fontWeight={700}>
              {outOf(totalAfter)}
            </Typography>
          </>
        )}
      </Box>
      {answeredQuestions.length === 0 ? (
        <EmptyState text={t('grading.correction.empty')} />
      ) : (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {answeredQuestions.map((answer, index) => (
            <CorrectionCard
              key={answer.id}
              index={index}
              answer={answer}
              value={scores[answer.id] ?? ''}
              onChange={(value) => setScores((current) => ({ ...current, [answer.id]: value }))}
            />
          ))}
        </Stack>
      )}
      <ReplaceTotalDialog
        total={replaced}
        maxScore={assessment.maxScore}
        isPending={submit.isPending}
        onKeep={() => setReplaced(null)}
        onReplace={() => send(true)}
      />
    </Box>
  );
}

export const ExamCorrectionPage = () => <CorrectionPage kind="exam" />;
export const QuizCorrectionPage = () => <CorrectionPage kind="quiz" />;
