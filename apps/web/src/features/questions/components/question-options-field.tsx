import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, FormHelperText, IconButton, Radio, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { get, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import type { QuestionInput } from '@backoffice/contract';
import { FormTextField } from '@/components/form/form-text-field';
import { useMessageText } from '@/lib/message-text';
import { emptyOption } from './question-form-schema';

type QuestionOptionsFieldProps = { form: UseFormReturn<QuestionInput>; disabled: boolean };

/**
 * The options of a single_choice question: one marked correct, Remove only while more than one exists,
 * orders renumbered from 1 after a removal. Choosing text clears them; single_choice with none adds one.
 */
export function QuestionOptionsField({ form, disabled }: QuestionOptionsFieldProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const options = useFieldArray({ control: form.control, name: 'options' });
  const type = useWatch({ control: form.control, name: 'type' });
  const values = useWatch({ control: form.control, name: 'options' }) ?? [];
  const { append, replace } = options;
  const count = options.fields.length;

  useEffect(() => {
    if (type === 'text' && count > 0) replace([]);
    if (type === 'single_choice' && count === 0) append(emptyOption(1));
  }, [type, count, append, replace]);

  if (type !== 'single_choice') return null;

  const markCorrect = (chosen: number) =>
    values.forEach((_, index) => form.setValue(`options.${index}.is_correct`, index === chosen, { shouldDirty: true }));
  const remove = (index: number) => {
    options.remove(index);
    // Orders count from 1 again, in the order shown.
    form.getValues('options').forEach((_, i) => form.setValue(`options.${i}.order`, i + 1));
  };
  const error = get(form.formState.errors, 'options') as { message?: string; root?: { message?: string } } | undefined;
  const errorText = messageText(error?.message ?? error?.root?.message);

  return (
    <Stack spacing={1}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="subtitle2">{t('questions.options')}</Typography>
        <Button size="small" startIcon={<AddIcon />} disabled={disabled} onClick={() => append(emptyOption(count + 1))}>
          {t('questions.addOption')}
        </Button>
      </Stack>
      {options.fields.map((field, index) => {
        const order = values[index]?.order ?? index + 1;
        return (
          <Stack key={field.id} direction="row" spacing={1} alignItems="flex-start">
            <Tooltip title={t('questions.markCorrect')}>
              <Radio
                checked={Boolean(values[index]?.is_correct)}
                onChange={() => markCorrect(index)}
                disabled={disabled}
                slotProps={{ input: { 'aria-label': t('questions.correctOption', { order }) } }}
              />
            </Tooltip>
            <FormTextField
              form={form}
              name={`options.${index}.text`}
              label={t('questions.option', { order })}
              size="small"
              slotProps={{ htmlInput: { dir: 'auto' } }}
              disabled={disabled}
            />
            {count > 1 && (
              <Tooltip title={t('questions.removeOption')}>
                <IconButton
                  aria-label={t('questions.removeOptionNamed', { order })}
                  disabled={disabled}
                  onClick={() => remove(index)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        );
      })}
      {errorText && <FormHelperText error>{errorText}</FormHelperText>}
    </Stack>
  );
}
