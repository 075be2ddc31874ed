import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Autocomplete, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QUESTION_ENTRY_TYPES, type QuestionEntryType, type ValueName } from '@backoffice/contract';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  categoriesWithClassesOptionsQuery,
  coursePartOptionsQuery,
  courseOfClass,
  questionOptionsQuery,
} from '@/lib/select-options';
import { newQuestion, withQuestionType, type AssessmentFormValues } from '../item-form-schema';
import { DynamicQuestionFields } from './dynamic-question-fields';

type QuestionsFieldProps = { form: UseFormReturn<AssessmentFormValues>; classId: number; disabled: boolean };

/** The questions of an exam or quiz: a bank question (static) or a draw from a part (dynamic). */
export function QuestionsField({ form, classId, disabled }: QuestionsFieldProps) {
  const { t } = useTranslation();
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const courseId = courseOfClass(useQuery(categoriesWithClassesOptionsQuery()).data, classId);
  const parts = useQuery({ ...coursePartOptionsQuery(courseId ?? 0), enabled: courseId !== null });
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h3">
          {t('workstation.questions')}
        </Typography>
        <Button size="small" startIcon={<AddIcon />} disabled={disabled} onClick={() => questions.append(newQuestion())}>
          {t('workstation.addQuestion')}
        </Button>
      </Stack>
      {questions.fields.map((field, index) => (
        <QuestionRowFields
          key={field.id}
          form={form}
          index={index}
          parts={parts.data}
          disabled={disabled}
          onRemove={() => questions.remove(index)}
        />
      ))}
    </Stack>
  );
}

type RowProps = {
  form: UseFormReturn<AssessmentFormValues>;
  index: number;
  parts: ValueName[] | undefined;
  disabled: boolean;
  onRemove: () => void;
};

function QuestionRowFields({ form, index, parts, disabled, onRemove }: RowProps) {
  const { t } = useTranslation();
  const row = useWatch({ control: form.control, name: `questions.${index}` });
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  const bank = useQuery({ ...questionOptionsQuery(q), enabled: row.type === 'static' });
  const number = index + 1;
  const setType = (type: QuestionEntryType) =>
    form.setValue(`questions.${index}`, withQuestionType(row, type), { shouldDirty: true });
  const chosen = row.question_id === null ? null : { value: row.question_id, name: row.question_text ?? `#${row.question_id}` };
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      useFlexGap
      sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      aria-label={t('workstation.question', { number })}
      role="group"
    >
      <Typography sx={{ width: 28 }}>{number}.</Typography>
      <TextField
        select
        size="small"
        label={t('workstation.questionType')}
        value={row.type}
        disabled={disabled}
        onChange={(event) => setType(event.target.value as QuestionEntryType)}
        sx={{ minWidth: 120 }}
      >
        {QUESTION_ENTRY_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`workstation.questionTypes.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      {row.type === 'static' ? (
        <Autocomplete
          size="small"
          sx={{ flex: 1, minWidth: 240 }}
          options={bank.data ?? []}
          value={chosen}
          disabled={disabled}
          loading={bank.isFetching}
          filterOptions={(options) => options}
          isOptionEqualToValue={(option, value) => option.value === value.value}
          getOptionLabel={(option) => option.name}
          onInputChange={(_, text, reason) => reason === 'input' && setSearch(text)}
          onChange={(_, option) => {
            form.setValue(`questions.${index}.question_id`, option?.value ?? null, { shouldDirty: true });
            form.setValue(`questions.${index}.question_text`, option?.name ?? null);
          }}
          renderInput={(params) => (
            <TextField {...params} label={t('workstation.bankQuestion')} placeholder={t('workstation.searchQuestion')} />
          )}
        />
      ) : (
        <DynamicQuestionFields form={form} index={index} row={row} parts={parts} disabled={disabled} />
      )}
      <IconButton aria-label={t('workstation.removeQuestion', { number })} onClick={onRemove} disabled={disabled}>
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
}
