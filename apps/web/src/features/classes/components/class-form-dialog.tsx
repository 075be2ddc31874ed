import { Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CLASS_TYPES, type ClassBody, type ClassRow } from '@backoffice/contract';
import { FormDialog } from '@/components/form/form-dialog';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { useIsAdmin } from '@/lib/current-user';
import { classOptionsQueries } from '../api/class-options-api';
import { useCreateClass, useUpdateClass } from '../api/classes-api';
import { ClassStudentsField, ClassTeachersField } from './class-people-fields';
import { ClassSchoolField } from './class-school-field';
import { ClassSessionsField } from './class-sessions-field';
import { classBodyOf, classFormDefaults, classFormSchema } from './class-form-schema';

const TYPE_OPTIONS = CLASS_TYPES.map((type) => ({ value: type, label: type === 'school' ? 'School' : 'Center' }));

type ClassFormDialogProps = { open: boolean; row: ClassRow | null; onClose: () => void };

export function ClassFormDialog({ open, row, onClose }: ClassFormDialogProps) {
  const isAdmin = useIsAdmin();
  const createClass = useCreateClass();
  const updateClass = useUpdateClass();
  const categories = useQuery({ ...classOptionsQueries.categories(), enabled: open });
  const categoryOptions = (categories.data ?? []).map((category) => ({ value: category.value, label: category.name }));
  return (
    <FormDialog<ClassBody>
      open={open}
      title={row ? 'Edit class' : 'Add class'}
      schema={classFormSchema}
      defaultValues={classFormDefaults(row)}
      onClose={onClose}
      maxWidth="md"
      onSubmit={(values) =>
        row ? updateClass.mutateAsync({ ...classBodyOf(values), id: row.id }) : createClass.mutateAsync(classBodyOf(values))
      }
    >
      {(form, isPending) => (
        <>
          <FormTextField form={form} name="name" label="Name" autoFocus disabled={isPending} required />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormSelect form={form} name="type" label="Type" options={TYPE_OPTIONS} disabled={isPending} required />
            <FormSelect
              form={form}
              name="categoryId"
              label="Category"
              options={categoryOptions}
              emptyLabel="None"
              disabled={isPending}
            />
          </Stack>
          {form.watch('type') === 'school' && <ClassSchoolField form={form} isAdmin={isAdmin} disabled={isPending} />}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField form={form} name="startDate" label="Start Date" type="date" disabled={isPending} required />
            <FormTextField form={form} name="endDate" label="End Date" type="date" disabled={isPending} required />
          </Stack>
          <ClassSessionsField form={form} disabled={isPending} />
          <ClassStudentsField form={form} row={row} disabled={isPending} />
          {isAdmin && <ClassTeachersField form={form} row={row} disabled={isPending} />}
        </>
      )}
    </FormDialog>
  );
}
