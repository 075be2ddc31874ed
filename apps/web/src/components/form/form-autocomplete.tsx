import { Autocomplete, TextField } from '@mui/material';
import { useRef } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useMessageText } from '@/lib/message-text';

export type AutocompleteOption = { value: number; name: string };

type FormAutocompleteProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** A field holding a list of ids. */
  name: Path<T>;
  label: string;
  options: AutocompleteOption[];
  /** Labels of ids already chosen that the current options may not hold (e.g. an edited record's). */
  knownOptions?: AutocompleteOption[];
  /** Server search: called with the typed text; options then come from the caller. */
  onSearch?: (text: string) => void;
  isLoading?: boolean;
  disabled?: boolean;
  placeholder?: string;
};

/** A searchable multi-select bound to a list of ids; chosen entries keep their labels across searches. */
export function FormAutocomplete<T extends FieldValues>(props: FormAutocompleteProps<T>) {
  const { form, name, label, options, knownOptions = [], onSearch, isLoading, disabled, placeholder } = props;
  const messageText = useMessageText();
  // Every option seen so far, so a chosen id still has its name after the search moves on.
  const seen = useRef(new Map<number, AutocompleteOption>());
  for (const option of [...knownOptions, ...options]) seen.current.set(option.value, option);

  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const ids = (field.value ?? []) as number[];
        const value = ids.map((id) => seen.current.get(id) ?? { value: id, name: `#${id}` });
        return (
          <Autocomplete
            multiple
            filterSelectedOptions
            options={options}
            value={value}
            disabled={disabled}
            loading={isLoading}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
            // With a server search the server filters; otherwise MUI filters by label.
            filterOptions={onSearch ? (all) => all : undefined}
            onInputChange={(_, text, reason) => {
              if (reason !== 'reset') onSearch?.(text);
            }}
            onChange={(_, chosen) => {
              for (const option of chosen) seen.current.set(option.value, option);
              field.onChange(chosen.map((option) => option.value));
            }}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={label}
                placeholder={placeholder}
                error={Boolean(fieldState.error)}
                helperText={messageText(fieldState.error?.message)}
              />
            )}
          />
        );
      }}
    />
  );
}
