import CasinoIcon from '@mui/icons-material/Casino';
import { Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { questionsQueries } from '../api/questions-api';
import { useQuestionFilters } from './use-question-filters';

/** How many questions a dynamic draw of the filtered part (and complexity) can take: what an exam editor will see. */
export function DrawCount() {
  const { t } = useTranslation();
  const { filters } = useQuestionFilters();
  const partId = filters.educational_part_id;
  const preview = useQuery({
    ...questionsQueries.drawPreview({ educational_part_id: partId ?? 0, complexity: filters.complexity }),
    enabled: partId !== undefined,
  });
  const text =
    partId === undefined
      ? t('questions.drawHint')
      : preview.data === undefined
        ? ''
        : filters.complexity
          ? t('questions.drawCountAt', { count: preview.data.available, complexity: filters.complexity })
          : t('questions.drawCount', { count: preview.data.available });
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minHeight: 40 }} role="status" data-testid="draw-count">
      <CasinoIcon fontSize="small" color="action" />
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Stack>
  );
}
