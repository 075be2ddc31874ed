import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GRADING_TYPES, type GradingType } from '@backoffice/contract';
import { FormTextField } from '@/components/form/form-text-field';
import { rangesOf, type AssessmentFormValues } from '../item-form-schema';

type GradingFieldProps = { form: UseFormReturn<AssessmentFormValues>; disabled: boolean };

/** Grading type (none, 1-9 or a-u) and one from/to range per grade of the type; a new type clears the ranges. */
export function GradingField({ form, disabled }: GradingFieldProps) {
  const { t } = useTranslation();
  const ranges = useFieldArray({ control: form.control, name: 'grading' });
  const type = useWatch({ control: form.control, name: 'gradingType' });
  return (
    <Stack spacing={1.5}>
      <TextField
        select
        label={t('workstation.gradingType')}
        value={type}
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.value as GradingType | '';
          form.setValue('gradingType', next, { shouldDirty: true });
          ranges.replace(rangesOf(next));
        }}
      >
        <MenuItem value="">{t('workstation.noGrading')}</MenuItem>
        {GRADING_TYPES.map((value) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      {ranges.fields.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            {t('workstation.grading')}
          </Typography>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {ranges.fields.map((field, index) => (
              <Stack key={field.id} direction="row" spacing={0.5} sx={{ alignItems: 'center', width: 230 }}>
                <Typography sx={{ width: 24, fontWeight: 600 }}>{field.grade}</Typography>
                <FormTextField
                  form={form}
                  name={`grading.${index}.from`}
                  type="number"
                  size="small"
                  label={t('workstation.from')}
                  slotProps={{ htmlInput: { 'aria-label': t('workstation.gradeFrom', { grade: field.grade }) } }}
                  disabled={disabled}
                />
                <FormTextField
                  form={form}
                  name={`grading.${index}.to`}
                  type="number"
                  size="small"
                  label={t('workstation.to')}
                  slotProps={{ htmlInput: { 'aria-label': t('workstation.gradeTo', { grade: field.grade }) } }}
                  disabled={disabled}
                />
              </Stack>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
