import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ValueName } from '@backoffice/contract';

type ClassPickerProps = { value: number | null; options: ValueName[]; isLoading: boolean; onChange: (classId: number) => void };

export function ClassPicker({ value, options, isLoading, onChange }: ClassPickerProps) {
  const { t } = useTranslation();
  const known = options.some((option) => option.value === value);
  return (
    <TextField
      select
      size="small"
      label={t('ranking.class')}
      value={known ? String(value) : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={isLoading}
      sx={{ minWidth: 240, bgcolor: 'background.paper' }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
