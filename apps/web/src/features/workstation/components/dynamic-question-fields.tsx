import { FormHelperText, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_COMPLEXITY, type DrawPreview, type ValueName } from '@backoffice/contract';
import { TypedNumberField } from '@/components/form/typed-number-field';
import { drawPreviewQuery } from '../api/workstation-api';
import type { AssessmentFormValues, QuestionRow } from '../item-form-schema';

const COMPLEXITIES = Array.from({ length: MAX_COMPLEXITY }, (_, index) => index + 1);

type DynamicQuestionFieldsProps = {
  form: UseFormReturn<AssessmentFormValues>;
  index: number;
  row: QuestionRow;
  /** The educational parts of the class's course (undefined while loading): another course's part has no place here. */
  parts: ValueName[] | undefined;
  disabled: boolean;
};

/**
 * A draw from a part: the part, a complexity (any, or one showing how many questions it has) and a quantity,
 * with a line that says how many a draw can take, or in words why it cannot.
 */
export function DynamicQuestionFields({ form, index, row, parts, disabled }: DynamicQuestionFieldsProps) {
  const { t } = useTranslation();
  const partId = row.educational_part_id;
  // One count per part: each complexity's count comes with it, so choosing a complexity asks nothing more.
  const preview = useQuery({ ...drawPreviewQuery({ educational_part_id: partId ?? 0 }), enabled: partId !== null });
  const counts = new Map(preview.data?.byComplexity.map((entry) => [entry.complexity, entry.available]));
  const hintId = `question-${index}-draw`;
  const hint = drawHint(t, { parts, row, preview: partId === null ? undefined : preview.data });
  return (
    <>
      <Controller
        control={form.control}
        name={`questions.${index}.educational_part_id`}
        render={({ field }) => (
          <TextField
            select
            size="small"
            label={t('workstation.educationalPart')}
            value={field.value ?? ''}
            disabled={disabled}
            onChange={(event) => {
              field.onChange(Number(event.target.value));
              // Another part has other complexities: start again from any.
              form.setValue(`questions.${index}.complexity`, null, { shouldDirty: true });
            }}
            sx={{ minWidth: 180 }}
          >
            {(parts ?? []).map((part) => (
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
          <TextField
            select
            size="small"
            label={t('workstation.complexity')}
            value={field.value ?? ''}
            disabled={disabled}
            onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 170 }}
          >
            <MenuItem value="">{t('workstation.anyComplexity')}</MenuItem>
            {COMPLEXITIES.map((value) => (
              <MenuItem
                key={value}
                value={value}
                disabled={preview.data !== undefined && !counts.has(value) && value !== field.value}
              >
                {preview.data ? t('workstation.complexityOption', { complexity: value, count: counts.get(value) ?? 0 }) : value}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={form.control}
        name={`questions.${index}.quantity`}
        render={({ field }) => (
          <TypedNumberField
            size="small"
            label={t('workstation.quantity')}
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={field.value}
            onChange={field.onChange}
            disabled={disabled}
            error={hint.isError}
            slotProps={{ htmlInput: { 'aria-describedby': hintId } }}
            sx={{ width: 110 }}
          />
        )}
      />
      <FormHelperText id={hintId} error={hint.isError} aria-live="polite" sx={{ flexBasis: '100%', order: 1, m: 0 }}>
        {hint.text}
      </FormHelperText>
    </>
  );
}

type HintInput = { parts: ValueName[] | undefined; row: QuestionRow; preview: DrawPreview | undefined };

/** What a draw of the row can take, or why it cannot: no part in the course, too few questions at the complexity. */
export function drawHint(t: TFunction, { parts, row, preview }: HintInput): { text: string; isError: boolean } {
  if (parts === undefined) return { text: '', isError: false };
  if (parts.length === 0) return { text: t('workstation.draw.noParts'), isError: true };
  if (row.educational_part_id === null) return { text: t('workstation.draw.choosePart'), isError: false };
  if (!preview) return { text: '', isError: false };
  const part = parts.find((option) => option.value === row.educational_part_id)?.name ?? '';
  const available =
    row.complexity === null
      ? preview.byComplexity.reduce((sum, entry) => sum + entry.available, 0)
      : (preview.byComplexity.find((entry) => entry.complexity === row.complexity)?.available ?? 0);
  const quantity = row.quantity === null || Number.isNaN(row.quantity) ? 0 : row.quantity;
  const values = { count: available, part, complexity: row.complexity, quantity };
  const at = row.complexity === null ? 'Any' : 'At';
  if (available === 0 || quantity > available) return { text: t(`workstation.draw.tooFew${at}`, values), isError: true };
  return { text: t(`workstation.draw.available${at}`, values), isError: false };
}
