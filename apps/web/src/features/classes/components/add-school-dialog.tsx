import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useEffect, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { schoolBodySchema, type School, type SchoolBody } from '@backoffice/contract';
import { applyFieldErrors } from '@/components/form/apply-field-errors';
import { FormTextField } from '@/components/form/form-text-field';
import { toastSuccess } from '@/lib/toast';
import { useCreateSchool } from '../api/class-options-api';

type AddSchoolDialogProps = { open: boolean; onClose: () => void; onCreated: (school: School) => void };

/** Opened over the class form; its submit must not reach the class form it sits in. */
export function AddSchoolDialog({ open, onClose, onCreated }: AddSchoolDialogProps) {
  const { t } = useTranslation();
  const createSchool = useCreateSchool();
  const form = useForm<SchoolBody>({ resolver: zodResolver(schoolBodySchema), defaultValues: { name: '' } });
  const isPending = form.formState.isSubmitting;

  useEffect(() => {
    if (open) form.reset({ name: '' });
  }, [open, form]);

  const save = form.handleSubmit(async (values) => {
    try {
      const response = await createSchool.mutateAsync(values);
      toastSuccess(response.message);
      onCreated(response.data);
      onClose();
    } catch (error) {
      applyFieldErrors(form.setError, error);
    }
  });

  const onSubmit = (event: FormEvent) => {
    // React bubbles events through portals: without this the class form would submit too.
    event.stopPropagation();
    void save(event);
  };

  return (
    <Dialog open={open} onClose={isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>{t('classes.form.addSchool')}</DialogTitle>
        <DialogContent>
          <FormTextField
            form={form}
            name="name"
            label={t('classes.form.name')}
            autoFocus
            disabled={isPending}
            required
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {isPending ? t('common.saving') : t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
