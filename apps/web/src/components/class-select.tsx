import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { classOptionsQuery } from '@/lib/select-options';

type ClassSelectProps = {
  value: number | null;
  onChange: (classId: number | null) => void;
  label: string;
  /** Shown when the user has no class. */
  emptyText: string;
  disabled?: boolean;
  required?: boolean;
  /** A validation or server message shown under the field. */
  error?: string;
};

/** One class of those the user may see (admin/select-options/classes). */
export function ClassSelect({ value, onChange, label, emptyText, disabled, required, error }: ClassSelectProps) {
  const options = useQuery(classOptionsQuery());
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      disabled={disabled}
      required={required}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      {(options.data ?? []).length === 0 && (
        <MenuItem value="" disabled>
          {emptyText}
        </MenuItem>
      )}
      {(options.data ?? []).map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
