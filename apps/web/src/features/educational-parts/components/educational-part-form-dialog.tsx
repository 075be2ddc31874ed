import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { educationalPartBodySchema, type EducationalPart, type EducationalPartBody } from '@backoffice/contract';
import { FormDialog } from '@/components/form/form-dialog';
import { withBlankAsMissing } from '@/components/form/form-schema';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { courseOptionsQuery } from '@/lib/select-options';
import { useCreateEducationalPart, useUpdateEducationalPart } from '../api/educational-parts-api';

type EducationalPartFormDialogProps = {
  open: boolean;
  /** The part to edit; none to create one. */
  part: EducationalPart | null;
  onClose: () => void;
};

/** The contract's body; an unchosen course reaches it as missing ('Class category is required'). */
const formSchema = withBlankAsMissing(educationalPartBodySchema);

export function EducationalPartFormDialog({ open, part, onClose }: EducationalPartFormDialogProps) {
  const { t } = useTranslation();
  const createPart = useCreateEducationalPart();
  const updatePart = useUpdateEducationalPart();
  const courses = useQuery({ ...courseOptionsQuery(), enabled: open });
  const courseOptions = (courses.data ?? []).map((course) => ({ value: course.value, label: course.name }));
  // The spec fixes these toasts on the client, whatever the server says.
  const submit = async (values: EducationalPartBody) => {
    if (part) await updatePart.mutateAsync({ ...values, id: part.id });
    else await createPart.mutateAsync(values);
    return { message: part ? t('educational-parts.updated') : t('educational-parts.created') };
  };
  return (
    <FormDialog<EducationalPartBody>
      open={open}
      title={part ? t('educational-parts.edit') : t('educational-parts.add')}
      schema={formSchema}
      defaultValues={{ name: part?.name ?? '', class_category_id: part?.class_category_id }}
      onClose={onClose}
      onSubmit={submit}
    >
      {(form, isPending) => (
        <>
          <FormTextField form={form} name="name" label={t('common.name')} autoFocus disabled={isPending} required />
          <FormSelect
            form={form}
            name="class_category_id"
            label={t('educational-parts.course')}
            options={courseOptions}
            disabled={isPending}
            required
          />
        </>
      )}
    </FormDialog>
  );
}
