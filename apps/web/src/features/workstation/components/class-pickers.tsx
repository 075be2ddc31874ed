import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ValueName } from '@backoffice/contract';
import { categoriesWithClassesOptionsQuery } from '@/lib/select-options';

type ClassPickersProps = {
  category: number | null;
  classId: number | null;
  onCategory: (id: number | null) => void;
  onClass: (id: number | null) => void;
};

function Picker({ label, value, options, disabled, onChange }: { label: string; value: number | null; options: ValueName[]; disabled: boolean; onChange: (id: number) => void }) {
  const known = options.some((option) => option.value === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={known ? String(value) : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={disabled}
      sx={{ minWidth: 220, bgcolor: 'background.paper' }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Category, then a class of it: the class picker waits for a category (the user's classes only). */
export function ClassPickers({ category, classId, onCategory, onClass }: ClassPickersProps) {
  const { t } = useTranslation();
  const options = useQuery(categoriesWithClassesOptionsQuery());
  const classes = category === null ? [] : (options.data?.classes[String(category)] ?? []);
  return (
    <>
      <Picker label={t('workstation.category')} value={category} options={options.data?.categories ?? []} disabled={options.isPending} onChange={onCategory} />
      <Picker label={t('workstation.class')} value={classId} options={classes} disabled={category === null || options.isPending} onChange={onClass} />
    </>
  );
}
