import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useMessageText } from '@/lib/message-text';
import { DateLocalization } from './date-localization';
import { fromPickerValue, IMPOSSIBLE_DATE, toPickerValue } from './picker-value';

/**
 * The form value each kind keeps (what the API takes) and what the picker shows: dates day first in
 * both languages, as `formatDate` writes them; times on a 24-hour clock.
 */
const FORMATS = {
  date: { value: 'yyyy-MM-dd', display: 'dd/MM/yyyy' },
  time: { value: 'HH:mm', display: 'HH:mm' },
} as const;

export type FormPickerFieldProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  disabled?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
};

/**
 * A date or time picker bound to the form; the form value stays its string ('' when empty, IMPOSSIBLE_DATE for
 * a date typed that is no day, which formResolver names).
 */
export function FormPickerField<T extends FieldValues>(props: FormPickerFieldProps<T> & { kind: keyof typeof FORMATS }) {
  const { kind, form, name, label, disabled, required, size } = props;
  const messageText = useMessageText();
  const { value: valueFormat, display } = FORMATS[kind];
  return (
    <DateLocalization>
      <Controller
        control={form.control}
        name={name}
        render={({ field, fieldState }) => {
          const picker = {
            label,
            format: display,
            value: toPickerValue(field.value, valueFormat),
            onChange: (date: Date | null) => field.onChange(fromPickerValue(date, valueFormat, kind === 'date' ? IMPOSSIBLE_DATE : '')),
            disabled,
            inputRef: field.ref,
            slotProps: {
              textField: {
                name: field.name,
                required,
                size,
                fullWidth: true,
                onBlur: field.onBlur,
                error: Boolean(fieldState.error),
                helperText: messageText(fieldState.error?.message),
              },
            },
          };
          return kind === 'date' ? <DatePicker {...picker} /> : <TimePicker {...picker} ampm={false} />;
        }}
      />
    </DateLocalization>
  );
}
