import {
  Alert,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PaperResult } from '@backoffice/contract';
import { RouteLoading } from '@/components/route-loading';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { paperQuery, useSubmitAnswers } from './api/student-paper-api';
import { Countdown } from './components/countdown';

type Draft = Record<number, { selected_option_id?: number; text_answer?: string }>;

/** The draft is kept in the tab's session storage: a reload shows the same paper with the same choices. */
function useDraft(key: string) {
  const [draft, setDraft] = useState<Draft>(() => JSON.parse(sessionStorage.getItem(key) ?? '{}') as Draft);
  const update = (questionId: number, value: Draft[number]) =>
    setDraft((current) => {
      const next = { ...current, [questionId]: { ...current[questionId], ...value } };
      sessionStorage.setItem(key, JSON.stringify(next));
      return next;
    });
  return { draft, update, clear: () => sessionStorage.removeItem(key) };
}

/** Taking a quiz or exam: the drawn paper, a countdown when it has a duration, one submit. */
export function StudentPaperPage() {
  const { t } = useTranslation();
  const params = useParams();
  const classId = Number(params.classId);
  const itemId = Number(params.itemId);
  const paperPath = params.paperPath === 'exams' ? 'exams' : 'quizzes';
  const paper = useQuery(paperQuery(classId, paperPath, itemId));
  const submit = useSubmitAnswers(classId, paperPath, itemId);
  const { draft, update, clear } = useDraft(`paper:${paperPath}:${itemId}`);
  const [result, setResult] = useState<PaperResult | null>(null);
  const back = (
    <Button component={Link} to={`/classes/${classId}?tab=${paperPath}`} size="small" sx={{ alignSelf: 'flex-start' }}>
      {t('student.classes.back')}
    </Button>
  );

  if (result) {
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="success" role="status">
          {result.waiting_for_correction
            ? t('student.paper.waiting')
            : t('student.paper.scored', { score: formatNumber(result.score ?? 0), max: formatNumber(result.maxScore) })}
        </Alert>
      </Stack>
    );
  }

  if (paper.isPending) return <RouteLoading />;
  if (paper.isError) {
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="warning">{paper.error instanceof ApiError ? paper.error.message : t('student.paper.unavailable')}</Alert>
      </Stack>
    );
  }

  const onSubmit = () => {
    if (submit.isPending || result) return;
    const answers = paper.data.questions.map((question) => ({
      question_id: question.question_id,
      ...draft[question.question_id],
    }));
    submit.mutate(
      { answers },
      {
        onSuccess: (answer) => {
          setResult(answer.data);
          clear();
        },
      },
    );
  };

  return (
    <Stack spacing={2} component="form" onSubmit={(event) => (event.preventDefault(), onSubmit())}>
      {back}
      <Stack
        direction="row"
        alignItems="center"
        justifyContent="space-between"
        spacing={1}
        sx={{ position: 'sticky', top: 64, zIndex: 1, bgcolor: 'background.default', py: 1 }}
      >
        <Typography variant="h5" component="h1">
          {paper.data.name}
        </Typography>
        <Countdown endsAt={paper.data.ends_at} onEnd={onSubmit} />
      </Stack>
      {paper.data.questions.map((question, index) => (
        <Card key={question.question_id} variant="outlined">
          <CardContent>
            <FormControl fullWidth>
              <FormLabel id={`q-${question.question_id}`} sx={{ mb: 1, color: 'text.primary' }}>
                <Typography component="span" fontWeight={700}>
                  {t('student.paper.questionNumber', { number: index + 1, points: formatNumber(question.points) })}
                </Typography>{' '}
                {question.text}
              </FormLabel>
              {question.type === 'single_choice' ? (
                <RadioGroup
                  aria-labelledby={`q-${question.question_id}`}
                  value={draft[question.question_id]?.selected_option_id ?? ''}
                  onChange={(event) => update(question.question_id, { selected_option_id: Number(event.target.value) })}
                >
                  {question.options.map((option) => (
                    <FormControlLabel key={option.id} value={option.id} control={<Radio />} label={option.text} />
                  ))}
                </RadioGroup>
              ) : (
                <TextField
                  multiline
                  minRows={3}
                  slotProps={{ htmlInput: { 'aria-labelledby': `q-${question.question_id}`, maxLength: 10000 } }}
                  value={draft[question.question_id]?.text_answer ?? ''}
                  onChange={(event) => update(question.question_id, { text_answer: event.target.value })}
                />
              )}
            </FormControl>
          </CardContent>
        </Card>
      ))}
      <Button type="submit" variant="contained" size="large" disabled={submit.isPending}>
        {submit.isPending ? t('student.paper.submitting') : t('student.paper.submit')}
      </Button>
    </Stack>
  );
}
