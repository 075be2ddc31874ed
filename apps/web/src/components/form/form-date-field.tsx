import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useMessageText } from '@/lib/message-text';
import { DateLocalization } from './date-localization';
import { fromPickerValue, toPickerValue } from './picker-value';

export const DATE_VALUE = 'yyyy-MM-dd';
/** Shown and typed day first in both languages, as `formatDate` writes dates. */
export const DATE_DISPLAY = 'dd/MM/yyyy';

type FormDateFieldProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  disabled?: boolean;
  required?: boolean;
};

/** A date picker bound to the form; the form value stays a 'yyyy-MM-dd' string ('' when empty). */
export function FormDateField<T extends FieldValues>({ form, name, label, disabled, required }: FormDateFieldProps<T>) {
  const messageText = useMessageText();
  return (
    <DateLocalization>
      <Controller
        control={form.control}
        name={name}
        render={({ field, fieldState }) => (
          <DatePicker
            label={label}
            format={DATE_DISPLAY}
            value={toPickerValue(field.value, DATE_VALUE)}
            onChange={(date) => field.onChange(fromPickerValue(date, DATE_VALUE))}
            disabled={disabled}
            inputRef={field.ref}
            slotProps={{
              textField: {
                name: field.name,
                required,
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
