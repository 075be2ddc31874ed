import { Box, Chip, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Question } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { formatNumber } from '@/lib/format';
import { questionsQueries, useDeleteQuestion } from './api/questions-api';
import { DrawCount } from './components/draw-count';
import { QuestionFilters } from './components/question-filters';
import { QuestionFormDialog } from './components/question-form-dialog';
import { useQuestionFilters } from './components/use-question-filters';

/** The question bank: filters by part, type and complexity in the URL, and the draw count for them. */
export function QuestionsPage() {
  const { t } = useTranslation();
  const { filters } = useQuestionFilters();
  const deleteQuestion = useDeleteQuestion();
  const [dialog, setDialog] = useState<{ question: Question | null } | null>(null);
  // The spec fixes the delete toast; a used question is archived instead, and the server says so.
  const deletion = {
    isPending: deleteQuestion.isPending,
    mutateAsync: async (id: number) => {
      const response = await deleteQuestion.mutateAsync(id);
      return { message: response.data.archived ? response.message : t('questions.deleted') };
    },
  };
  return (
    <>
      <ListPage
        title={t('questions.title')}
        emptyText={t('questions.empty')}
        listQuery={(params) => questionsQueries.list({ ...params, ...filters })}
        filters={
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }} flexWrap="wrap" useFlexGap>
            <QuestionFilters />
            <DrawCount />
          </Stack>
        }
        columns={[
          { header: t('common.number'), render: (_, number) => number, width: 64 },
          {
            header: t('questions.questionText'),
            // A question in the other language's script keeps its own direction.
            render: (question: Question) => (
              <Box component="span" dir="auto">
                {question.text}
              </Box>
            ),
          },
          { header: t('questions.type'), render: (question: Question) => t(`questions.types.${question.type}`) },
          { header: t('questions.points'), render: (question: Question) => formatNumber(question.points), align: 'center' },
          { header: t('questions.complexity'), render: (question: Question) => question.complexity, align: 'center' },
          {
            header: t('questions.educationalParts'),
            render: (question: Question) => (
              <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
                {question.educationalParts.map((part) => (
                  <Chip key={part.id} label={part.name} size="small" />
                ))}
              </Stack>
            ),
          },
        ]}
        onAdd={() => setDialog({ question: null })}
        onRowClick={(question) => setDialog({ question })}
        deletion={{ nameOf: (question) => question.text, mutation: deletion }}
      />
      <QuestionFormDialog open={dialog !== null} question={dialog?.question ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
