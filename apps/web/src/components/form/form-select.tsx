import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useMessageText } from '@/lib/message-text';

export type SelectOption = { value: string | number; label: string };

type FormSelectProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'form' | 'select' | 'value' | 'onChange'> & {
  form: UseFormReturn<T>;
  name: Path<T>;
  options: SelectOption[];
  /** Adds a first entry that stores null (an optional choice). */
  emptyLabel?: string;
};

/** A select bound to the form: keeps the option's own type (number ids stay numbers), shows its error. */
export function FormSelect<T extends FieldValues>({ form, name, options, emptyLabel, ...props }: FormSelectProps<T>) {
  const messageText = useMessageText();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const selected = options.find((option) => option.value === field.value);
        return (
          <TextField
            {...props}
            select
            fullWidth
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={selected ? String(selected.value) : ''}
            onChange={(event) => {
              const match = options.find((option) => String(option.value) === event.target.value);
              field.onChange(match ? match.value : null);
            }}
            error={Boolean(fieldState.error)}
            helperText={messageText(fieldState.error?.message) ?? props.helperText}
          >
            {emptyLabel !== undefined && (
              <MenuItem value="">
                <em>{emptyLabel}</em>
              </MenuItem>
            )}
            {options.map((option) => (
              <MenuItem key={option.value} value={String(option.value)}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
