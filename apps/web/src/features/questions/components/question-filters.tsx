import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QUESTION_TYPES } from '@backoffice/contract';
import { partOptionsQuery } from '@/lib/select-options';
import { COMPLEXITIES } from './question-labels';
import { useQuestionFilters } from './use-question-filters';

const filterSx = { minWidth: 180 };

/** The list's part, type and complexity filters, kept in the URL. */
export function QuestionFilters() {
  const { t } = useTranslation();
  const { filters, setFilter } = useQuestionFilters();
  const parts = useQuery(partOptionsQuery());
  return (
    <>
      <TextField
        select
        size="small"
        sx={filterSx}
        label={t('questions.educationalPart')}
        value={filters.educational_part_id ? String(filters.educational_part_id) : ''}
        onChange={(event) => setFilter('educational_part_id', event.target.value)}
      >
        <MenuItem value="">{t('questions.all')}</MenuItem>
        {(parts.data ?? []).map((part) => (
          <MenuItem key={part.value} value={String(part.value)}>
            {part.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={filterSx}
        label={t('questions.type')}
        value={filters.type ?? ''}
        onChange={(event) => setFilter('type', event.target.value)}
      >
        <MenuItem value="">{t('questions.all')}</MenuItem>
        {QUESTION_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`questions.types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={filterSx}
        label={t('questions.complexity')}
        value={filters.complexity ? String(filters.complexity) : ''}
        onChange={(event) => setFilter('complexity', event.target.value)}
      >
        <MenuItem value="">{t('questions.all')}</MenuItem>
        {COMPLEXITIES.map((complexity) => (
          <MenuItem key={complexity} value={String(complexity)}>
            {complexity}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
