import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field';
import type { PaperFormValues } from './paper-form-schema';

type PaperGradesFieldProps = { form: UseFormReturn<PaperFormValues>; disabled: boolean };

/** The grade boundaries of a paper as an editable list of key and grade pairs. */
export function PaperGradesField({ form, disabled }: PaperGradesFieldProps) {
  const grades = useFieldArray({ control: form.control, name: 'grades' });
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="subtitle2">Grades</Typography>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={disabled}
          onClick={() => grades.append({ key: '', grade: Number.NaN })}
        >
          Add Grade
        </Button>
      </Stack>
      {grades.fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No grades yet.
        </Typography>
      )}
      {grades.fields.map((field, index) => (
        <Stack key={field.id} direction="row" spacing={1} alignItems="flex-start">
          <FormTextField form={form} name={`grades.${index}.key`} label="Key" size="small" disabled={disabled} />
          <FormTextField
            form={form}
            name={`grades.${index}.grade`}
            label="Grade"
            type="number"
            size="small"
            disabled={disabled}
          />
          <Tooltip title="Remove grade">
            <IconButton aria-label={`Remove grade ${index + 1}`} disabled={disabled} onClick={() => grades.remove(index)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
    </Stack>
  );
}
