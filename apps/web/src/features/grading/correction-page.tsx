import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { toastSuccess } from '@/lib/toast';
import { correctionQueries, useSubmitCorrections, type CorrectionKind, type CorrectionRef } from './api/corrections-api';
import { CorrectionCard, parseCorrection } from './components/correction-card';

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
  const answers = useQuery(correctionQueries.answers(ref));
  const submit = useSubmitCorrections(ref);
  const [scores, setScores] = useState<Record<number, string>>({});

  // No data back (unknown, refused or empty answer): back to the workstation, as the spec says.
  const hasNoData = answers.isError || (answers.isSuccess && !answers.data);
  useEffect(() => {
    if (hasNoData) void navigate('/archive', { replace: true });
  }, [hasNoData, navigate]);

  if (!answers.data) return <CircularProgress aria-label={t('grading.loading')} sx={{ m: 4 }} />;
  const { name, studentName, answeredQuestions } = answers.data;
  const corrections = answeredQuestions.flatMap((answer) => {
    const score = parseCorrection(scores[answer.id] ?? '', answer.question.points);
    return score === null ? [] : [{ question_id: answer.question_id, id: answer.id, user_id: ref.studentId, score }];
  });

  const onSubmit = () =>
    submit.mutate(corrections, {
      onSuccess: (response) => {
        toastSuccess(response.message);
        void navigate('/archive');
      },
    });

  return (
    <Box>
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
          <Button variant="contained" onClick={onSubmit} disabled={submit.isPending} sx={{ textTransform: 'none' }}>
            {t('grading.correction.submit', { count: corrections.length })}
          </Button>
        )}
      </Stack>
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
    </Box>
  );
}

export const ExamCorrectionPage = () => <CorrectionPage kind="exam" />;
export const QuizCorrectionPage = () => <CorrectionPage kind="quiz" />;
