import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Autocomplete, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_COMPLEXITY, QUESTION_ENTRY_TYPES, type QuestionEntryType, type ValueName } from '@backoffice/contract';
import { FormTextField } from '@/components/form/form-text-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { partOptionsQuery, questionOptionsQuery } from '@/lib/select-options';
import { drawPreviewQuery } from '../api/workstation-api';
import { newQuestion, withQuestionType, type AssessmentFormValues } from '../item-form-schema';

type QuestionsFieldProps = { form: UseFormReturn<AssessmentFormValues>; disabled: boolean };
const COMPLEXITIES = Array.from({ length: MAX_COMPLEXITY }, (_, index) => index + 1);

/** The questions of an exam or quiz: a bank question (static) or a draw from a part (dynamic). */
export function QuestionsField({ form, disabled }: QuestionsFieldProps) {
  const { t } = useTranslation();
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const parts = useQuery(partOptionsQuery());
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
        <QuestionRowFields key={field.id} form={form} index={index} parts={parts.data ?? []} disabled={disabled} onRemove={() => questions.remove(index)} />
      ))}
    </Stack>
  );
}

type RowProps = { form: UseFormReturn<AssessmentFormValues>; index: number; parts: ValueName[]; disabled: boolean; onRemove: () => void };

function QuestionRowFields({ form, index, parts, disabled, onRemove }: RowProps) {
  const { t } = useTranslation();
  const row = useWatch({ control: form.control, name: `questions.${index}` });
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  const bank = useQuery({ ...questionOptionsQuery(q), enabled: row.type === 'static' });
  const preview = useQuery({
    ...drawPreviewQuery({ educational_part_id: row.educational_part_id ?? 0, complexity: row.complexity ?? undefined }),
    enabled: row.type === 'dynamic' && row.educational_part_id !== null,
  });
  const number = index + 1;
  const setType = (type: QuestionEntryType) => form.setValue(`questions.${index}`, withQuestionType(row, type), { shouldDirty: true });
  const chosen = row.question_id === null ? null : { value: row.question_id, name: row.question_text ?? `#${row.question_id}` };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }} aria-label={t('workstation.question', { number })} role="group">
      <Typography sx={{ width: 28 }}>{number}.</Typography>
      <TextField select size="small" label={t('workstation.questionType')} value={row.type} disabled={disabled} onChange={(event) => setType(event.target.value as QuestionEntryType)} sx={{ minWidth: 120 }}>
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
          renderInput={(params) => <TextField {...params} label={t('workstation.bankQuestion')} placeholder={t('workstation.searchQuestion')} />}
        />
      ) : (
        <>
          <Controller
            control={form.control}
            name={`questions.${index}.educational_part_id`}
            render={({ field }) => (
              <TextField select size="small" label={t('workstation.educationalPart')} value={field.value ?? ''} disabled={disabled} onChange={(event) => field.onChange(Number(event.target.value))} sx={{ minWidth: 180 }}>
                {parts.map((part) => (
                  <MenuItem key={part.value} value={part.value}>
                    {part.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name={`questions.${index}.complexity`}
            render={({ field }) => (
              <TextField select size="small" label={t('workstation.complexity')} value={field.value ?? ''} disabled={disabled} onChange={(event) => field.onChange(Number(event.target.value))} sx={{ minWidth: 140 }}>
                {COMPLEXITIES.map((value) => (
                  <MenuItem key={value} value={value}>
                    {value}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <FormTextField
            form={form}
            name={`questions.${index}.quantity`}
            size="small"
            type="number"
            label={t('workstation.quantity')}
            disabled={disabled}
            helperText={preview.data ? t('workstation.available', { count: preview.data.available }) : undefined}
            sx={{ width: 130 }}
          />
        </>
      )}
      <IconButton aria-label={t('workstation.removeQuestion', { number })} onClick={onRemove} disabled={disabled}>
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
}
