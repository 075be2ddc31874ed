import { centerBodySchema, type Center, type CenterBody } from '@backoffice/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useCreateCenter, useUpdateCenter } from '../api/centers-api';

type CenterFormDialogProps = {
  open: boolean;
  /** The center to edit; none to create one. */
  center: Center | null;
  onClose: () => void;
};

export function CenterFormDialog({ open, center, onClose }: CenterFormDialogProps) {
  const { t } = useTranslation();
  const createCenter = useCreateCenter();
  const updateCenter = useUpdateCenter();
  return (
    <FormDialog<CenterBody>
      open={open}
      title={center ? t('centers.edit') : t('centers.add')}
      schema={centerBodySchema}
      defaultValues={{ name: center?.name ?? '' }}
      onClose={onClose}
      onSubmit={(values) => (center ? updateCenter.mutateAsync({ ...values, id: center.id }) : createCenter.mutateAsync(values))}
    >
      {(form, isPending) => <FormTextField form={form} name="name" label={t('common.name')} autoFocus disabled={isPending} required />}
    </FormDialog>
  );
}
