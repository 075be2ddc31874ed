import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { WEEKDAYS, type ClassBody } from '@backoffice/contract';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';

const WEEKDAY_OPTIONS = WEEKDAYS.map((weekday) => ({ value: weekday, label: weekday }));

type ClassSessionsFieldProps = { form: UseFormReturn<ClassBody>; disabled: boolean };

/** The weekly sessions of a class: a weekday and a start time per row. */
export function ClassSessionsField({ form, disabled }: ClassSessionsFieldProps) {
  const sessions = useFieldArray({ control: form.control, name: 'sessions' });
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="subtitle2">Sessions</Typography>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={disabled}
          onClick={() => sessions.append({ weekday: 'Saturday', startTime: '' })}
        >
          Add Session
        </Button>
      </Stack>
      {sessions.fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No sessions yet.
        </Typography>
      )}
      {sessions.fields.map((field, index) => (
        <Stack key={field.id} direction="row" spacing={1} alignItems="flex-start">
          <FormSelect
            form={form}
            name={`sessions.${index}.weekday`}
            label={`Weekday ${index + 1}`}
            options={WEEKDAY_OPTIONS}
            size="small"
            disabled={disabled}
          />
          <FormTextField
            form={form}
            name={`sessions.${index}.startTime`}
            label={`Start Time ${index + 1}`}
            type="time"
            size="small"
            disabled={disabled}
          />
          <Tooltip title="Remove session">
            <IconButton aria-label={`Remove session ${index + 1}`} disabled={disabled} onClick={() => sessions.remove(index)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
    </Stack>
  );
}
