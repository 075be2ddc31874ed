import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { WEEKDAYS, type ClassBody } from '@backoffice/contract';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { RepeatingRows } from '@/components/form/repeating-rows';

const WEEKDAY_OPTIONS = WEEKDAYS.map((weekday) => ({ value: weekday, label: weekday }));

type ClassSessionsFieldProps = { form: UseFormReturn<ClassBody>; disabled: boolean };

/** The weekly sessions of a class: a weekday and a start time per row. */
export function ClassSessionsField({ form, disabled }: ClassSessionsFieldProps) {
  const sessions = useFieldArray({ control: form.control, name: 'sessions' });
  return (
    <RepeatingRows
      title="Sessions"
      itemName="session"
      rowKeys={sessions.fields.map((field) => field.id)}
      disabled={disabled}
      onAdd={() => sessions.append({ weekday: 'Saturday', startTime: '' })}
      onRemove={sessions.remove}
      renderRow={(index) => (
        <>
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
        </>
      )}
    />
  );
}
