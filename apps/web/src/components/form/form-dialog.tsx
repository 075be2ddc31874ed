import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { toastSuccess } from '@/lib/toast';
import { applyFieldErrors } from './apply-field-errors';

type FormDialogProps<T extends FieldValues> = {
  open: boolean;
  title: string;
  schema: z.ZodType<T, FieldValues>;
  defaultValues: DefaultValues<T>;
  onClose: () => void;
  /** Sends the form; its answer's message becomes the success toast. */
  onSubmit: (values: T) => Promise<{ message?: string }>;
  children: (form: UseFormReturn<T>, isPending: boolean) => ReactNode;
  submitLabel?: string;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
};

/** One dialog for every create and edit form: validation from the contract, server field errors on the fields. */
export function FormDialog<T extends FieldValues>(props: FormDialogProps<T>) {
  const { t } = useTranslation();
  const {
    open,
    title,
    schema,
    defaultValues,
    onClose,
    onSubmit,
    children,
    submitLabel = t('common.save'),
    maxWidth = 'sm',
  } = props;
  const form = useForm<T>({ resolver: zodResolver(schema) as unknown as Resolver<T>, defaultValues });
  const isPending = form.formState.isSubmitting;

  useEffect(() => {
    if (open) form.reset(defaultValues);
    // Reset only when the dialog opens; defaultValues is a new object every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const response = await onSubmit(values);
      toastSuccess(response.message);
      onClose();
    } catch (error) {
      applyFieldErrors(form.setError, error);
    }
  });

  // Escape in an autocomplete closes its list (MUI) and never the dialog, which would lose what was typed.
  const close = (event: { target?: EventTarget | null }, reason: string) => {
    if (isPending) return;
    if (reason === 'escapeKeyDown' && event.target instanceof Element && event.target.closest('.MuiAutocomplete-root')) return;
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth={maxWidth}>
      <form noValidate onSubmit={submit}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children(form, isPending)}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {isPending ? t('common.saving') : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
