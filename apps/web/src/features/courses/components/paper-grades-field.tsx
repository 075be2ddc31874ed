import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { RepeatingRows } from '@/components/form/repeating-rows';
import type { PaperFormValues } from './paper-form-schema';

type PaperGradesFieldProps = { form: UseFormReturn<PaperFormValues>; disabled: boolean };

/** The grade boundaries of a paper as an editable list of key and grade pairs. */
export function PaperGradesField({ form, disabled }: PaperGradesFieldProps) {
  const { t } = useTranslation();
  const grades = useFieldArray({ control: form.control, name: 'grades' });
  return (
    <RepeatingRows
      title={t('courses.papers.grades')}
      itemName="grade"
      rowKeys={grades.fields.map((field) => field.id)}
      disabled={disabled}
      onAdd={() => grades.append({ key: '', grade: Number.NaN })}
      onRemove={grades.remove}
      renderRow={(index) => (
        <>
          <FormTextField
            form={form}
            name={`grades.${index}.key`}
            label={t('courses.papers.key')}
            size="small"
            disabled={disabled}
          />
          <FormTextField
            form={form}
            name={`grades.${index}.grade`}
            label={t('courses.papers.grade')}
            type="number"
            size="small"
            disabled={disabled}
          />
        </>
      )}
    />
  );
}
