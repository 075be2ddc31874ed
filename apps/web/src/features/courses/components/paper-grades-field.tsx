import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field';
import { RepeatingRows } from '@/components/form/repeating-rows';
import type { PaperFormValues } from './paper-form-schema';

type PaperGradesFieldProps = { form: UseFormReturn<PaperFormValues>; disabled: boolean };

/** The grade boundaries of a paper as an editable list of key and grade pairs. */
export function PaperGradesField({ form, disabled }: PaperGradesFieldProps) {
  const grades = useFieldArray({ control: form.control, name: 'grades' });
  return (
    <RepeatingRows
      title="Grades"
      itemName="grade"
      rowKeys={grades.fields.map((field) => field.id)}
      disabled={disabled}
      onAdd={() => grades.append({ key: '', grade: Number.NaN })}
      onRemove={grades.remove}
      renderRow={(index) => (
        <>
          <FormTextField form={form} name={`grades.${index}.key`} label="Key" size="small" disabled={disabled} />
          <FormTextField
            form={form}
            name={`grades.${index}.grade`}
            label="Grade"
            type="number"
            size="small"
            disabled={disabled}
          />
        </>
      )}
    />
  );
}
