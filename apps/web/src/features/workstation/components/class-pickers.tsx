import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ValueName } from '@backoffice/contract';
import { useIsAdmin } from '@/lib/current-user';
import { categoriesWithClassesOptionsQuery } from '@/lib/select-options';

/** The user's categories (an admin's: all; anyone else's: those of their classes) and the classes of the chosen one. */
export function useCategoryClasses(category: number | null) {
  const options = useQuery(categoriesWithClassesOptionsQuery());
  const classesOf = options.data?.classes ?? {};
  return {
    isPending: options.isPending,
    categories: options.data?.categories ?? [],
    classes: category === null ? [] : (classesOf[String(category)] ?? []),
    /** The category a class is filed under, for a link that names only the class. */
    categoryOf: (classId: number) => Object.keys(classesOf).find((id) => classesOf[id]?.some((c) => c.value === classId)),
  };
}

/** What the workstation says while no class is open: why, when there is nothing to choose. */
export function useNoClassText(category: number | null, options: ReturnType<typeof useCategoryClasses>) {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  if (options.isPending) return t('workstation.chooseClass');
  if (options.categories.length === 0) return t(isAdmin ? 'workstation.noCategoriesYet' : 'workstation.noCategoriesAssigned');
  if (category !== null && options.classes.length === 0)
    return t(isAdmin ? 'workstation.noClassesYet' : 'workstation.noClassesAssigned');
  return t('workstation.chooseClass');
}

type ClassPickersProps = {
  category: number | null;
  classId: number | null;
  options: ReturnType<typeof useCategoryClasses>;
  onCategory: (id: number | null) => void;
  onClass: (id: number | null) => void;
};

function Picker({
  label,
  value,
  options,
  disabled,
  onChange,
}: {
  label: string;
  value: number | null;
  options: ValueName[];
  disabled: boolean;
  onChange: (id: number) => void;
}) {
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

/** Category, then a class of it: the class picker waits for a category with classes (the user's classes only). */
export function ClassPickers({ category, classId, options, onCategory, onClass }: ClassPickersProps) {
  const { t } = useTranslation();
  return (
    <>
      <Picker
        label={t('workstation.category')}
        value={category}
        options={options.categories}
        disabled={options.categories.length === 0}
        onChange={onCategory}
      />
      <Picker
        label={t('workstation.class')}
        value={classId}
        options={options.classes}
        disabled={options.classes.length === 0}
        onChange={onClass}
      />
    </>
  );
}
