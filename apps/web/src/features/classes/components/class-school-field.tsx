import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ClassBody } from '@backoffice/contract';
import { FormSelect } from '@/components/form/form-select';
import { schoolOptionsQuery } from '@/lib/select-options';
import { AddSchoolDialog } from './add-school-dialog';

type ClassSchoolFieldProps = { form: UseFormReturn<ClassBody>; isAdmin: boolean; disabled: boolean };

/** The school of a school class; an admin can add a missing school without leaving the form. */
export function ClassSchoolField({ form, isAdmin, disabled }: ClassSchoolFieldProps) {
  const { t } = useTranslation();
  const schools = useQuery(schoolOptionsQuery());
  const [isAdding, setIsAdding] = useState(false);
  const options = (schools.data ?? []).map((school) => ({ value: school.value, label: school.name }));
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <FormSelect form={form} name="schoolId" label={t('classes.form.school')} options={options} disabled={disabled} required />
      {isAdmin && (
        <Tooltip title={t('classes.form.addSchool')}>
          <IconButton
            aria-label={t('classes.form.addSchool')}
            onClick={() => setIsAdding(true)}
            disabled={disabled}
            sx={{ mt: 1 }}
          >
            <AddBusinessIcon />
          </IconButton>
        </Tooltip>
      )}
      <AddSchoolDialog
        open={isAdding}
        onClose={() => setIsAdding(false)}
        onCreated={(school) => form.setValue('schoolId', school.id, { shouldValidate: true })}
      />
    </Stack>
  );
}
