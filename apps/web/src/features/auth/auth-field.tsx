import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';
import { useId } from 'react';

type AuthFieldProps = {
  name: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
};

/**
 * An outlined text input of the sign-in form. MUI's TextField would bring its select menu (Popover,
 * Menu, List) into the sign-in page's download; this is the same field without it.
 */
export function AuthField({ name, label, type, autoComplete, error, disabled, autoFocus }: AuthFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" error={Boolean(error)} disabled={disabled} fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-describedby={error ? helperId : undefined}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
