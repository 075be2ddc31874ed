import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useMessageText } from '@/lib/message-text';
import { DateLocalization } from './date-localization';
import { fromPickerValue, toPickerValue } from './picker-value';

const TIME_VALUE = 'HH:mm';

type FormTimeFieldProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  disabled?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
};

/** A 24-hour time picker bound to the form; the form value stays an 'HH:mm' string ('' when empty). */
export function FormTimeField<T extends FieldValues>({ form, name, label, disabled, required, size }: FormTimeFieldProps<T>) {
  const messageText = useMessageText();
  return (
    <DateLocalization>
      <Controller
        control={form.control}
        name={name}
        render={({ field, fieldState }) => (
          <TimePicker
            label={label}
            format={TIME_VALUE}
            ampm={false}
            value={toPickerValue(field.value, TIME_VALUE)}
            onChange={(date) => field.onChange(fromPickerValue(date, TIME_VALUE))}
            disabled={disabled}
            inputRef={field.ref}
            slotProps={{
              textField: {
                name: field.name,
                required,
                size,
                fullWidth: true,
                onBlur: field.onBlur,
                error: Boolean(fieldState.error),
                helperText: messageText(fieldState.error?.message),
              },
            }}
          />
        )}
      />
    </DateLocalization>
  );
}
