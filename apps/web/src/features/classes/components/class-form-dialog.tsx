import { Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CLASS_TYPES, type ClassBody, type ClassRow } from '@backoffice/contract';
import { FormDialog } from '@/components/form/form-dialog';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { FormDateField } from '@/components/form/form-date-field';
import { useIsAdmin } from '@/lib/current-user';
import { courseOptionsQuery } from '@/lib/select-options';
import { classesQueries, useCreateClass, useUpdateClass } from '../api/classes-api';
import { ClassStudentsField, ClassTeachersField } from './class-people-fields';
import { ClassSchoolField } from './class-school-field';
import { ClassSessionsField } from './class-sessions-field';
import { classBodyOf, classFormDefaults, classFormSchema } from './class-form-schema';

type ClassFormDialogProps = { open: boolean; row: ClassRow | null; onClose: () => void };

/**
 * Adds a class, or edits one. The dialog opens at once; its fields wait behind a skeleton until the detail
 * (with the students' ids the list leaves out), the roster that names those students and the categories
 * have come, so a student never shows as "#5" nor a set category as empty.
 */
export function ClassFormDialog({ open, row, onClose }: ClassFormDialogProps) {
  const { t } = useTranslation();
  const detail = useQuery({ ...classesQueries.detail(row?.id ?? 0), enabled: open && row !== null });
  const isAdmin = useIsAdmin();
  const createClass = useCreateClass();
  const updateClass = useUpdateClass();
  const categories = useQuery({ ...courseOptionsQuery(), enabled: open });
  const roster = useQuery({ ...classesQueries.students(row?.id ?? 0), enabled: open && row !== null });
  const isLoading = categories.isPending || (row !== null && (!detail.isSuccess || !roster.isSuccess));
  const typeOptions = CLASS_TYPES.map((type) => ({ value: type, label: t(`classes.types.${type}`) }));
  const categoryOptions = (categories.data ?? []).map((category) => ({ value: category.value, label: category.name }));
  return (
    <FormDialog<ClassBody>
      open={open}
      isLoading={isLoading}
      title={row ? t('classes.edit') : t('classes.add')}
      schema={classFormSchema}
      defaultValues={classFormDefaults(row ? (detail.data ?? null) : null)}
      onClose={onClose}
      maxWidth="md"
      onSubmit={(values) =>
        row ? updateClass.mutateAsync({ ...classBodyOf(values), id: row.id }) : createClass.mutateAsync(classBodyOf(values))
      }
    >
      {(form, isPending) => (
        <>
          <FormTextField form={form} name="name" label={t('classes.form.name')} autoFocus disabled={isPending} required />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormSelect
              form={form}
              name="type"
              label={t('classes.form.type')}
              options={typeOptions}
              disabled={isPending}
              required
            />
            <FormSelect
              form={form}
              name="categoryId"
              label={t('classes.form.category')}
              options={categoryOptions}
              emptyLabel={t('classes.form.none')}
              disabled={isPending}
            />
          </Stack>
          {form.watch('type') === 'school' && <ClassSchoolField form={form} isAdmin={isAdmin} disabled={isPending} />}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormDateField form={form} name="startDate" label={t('classes.form.startDate')} disabled={isPending} required />
            <FormDateField form={form} name="endDate" label={t('classes.form.endDate')} disabled={isPending} required />
          </Stack>
          <ClassSessionsField form={form} disabled={isPending} />
          <ClassStudentsField form={form} row={row} disabled={isPending} />
          {isAdmin && <ClassTeachersField form={form} row={row} disabled={isPending} />}
        </>
      )}
    </FormDialog>
  );
}
