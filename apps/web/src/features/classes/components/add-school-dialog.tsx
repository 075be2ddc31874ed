import { useTranslation } from 'react-i18next';
import { schoolBodySchema, type School, type SchoolBody } from '@backoffice/contract';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useCreateSchool } from '../api/class-options-api';

type AddSchoolDialogProps = { open: boolean; onClose: () => void; onCreated: (school: School) => void };

/** Opened over the class form (FormDialog keeps its submit from reaching the class form). */
export function AddSchoolDialog({ open, onClose, onCreated }: AddSchoolDialogProps) {
  const { t } = useTranslation();
  const createSchool = useCreateSchool();
  return (
    <FormDialog<SchoolBody>
      open={open}
      title={t('classes.form.addSchool')}
      schema={schoolBodySchema}
      defaultValues={{ name: '', principalName: '', principalEmail: '' }}
      onClose={onClose}
      onSubmit={async (values) => {
        const response = await createSchool.mutateAsync(values);
        onCreated(response.data);
        return response;
      }}
      maxWidth="xs"
    >
      {(form, isPending) => (
        <>
          <FormTextField form={form} name="name" label={t('classes.form.name')} autoFocus disabled={isPending} required />
          {/* The principal receives the performance reports sent with 'Send to Principal'. */}
          <FormTextField form={form} name="principalName" label={t('classes.form.principalName')} disabled={isPending} />
          <FormTextField
            form={form}
            name="principalEmail"
            label={t('classes.form.principalEmail')}
            type="email"
            disabled={isPending}
          />
        </>
      )}
    </FormDialog>
  );
}
