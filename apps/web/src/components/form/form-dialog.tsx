import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { toastSuccess } from '@/lib/toast';
import { applyFieldErrors } from './apply-field-errors';
import { DiscardChangesDialog } from './discard-changes-dialog';

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

/**
 * One dialog for every create and edit form: validation from the contract, server field errors on the
 * fields. It may open from inside another FormDialog (add a school from the class form): its submit
 * stops at its own form. Closing a changed form by Escape, the backdrop or Cancel asks first.
 */
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
  const { isSubmitting: isPending, isDirty } = form.formState;
  const [isAskingToDiscard, setIsAskingToDiscard] = useState(false);

  useEffect(() => {
    if (open) form.reset(defaultValues);
    setIsAskingToDiscard(false);
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

  // React bubbles events through portals: without this a dialog opened from a form would submit that form too.
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void submit(event);
  };

  const requestClose = () => {
    if (isPending) return;
    if (isDirty) setIsAskingToDiscard(true);
    else onClose();
  };

  // Escape in an autocomplete closes its list (MUI) and never the dialog, which would lose what was typed.
  const close = (event: { target?: EventTarget | null }, reason: string) => {
    if (reason === 'escapeKeyDown' && event.target instanceof Element && event.target.closest('.MuiAutocomplete-root')) return;
    requestClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth={maxWidth}>
      <form noValidate onSubmit={onFormSubmit}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children(form, isPending)}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={requestClose} disabled={isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {isPending ? t('common.saving') : submitLabel}
          </Button>
        </DialogActions>
      </form>
      <DiscardChangesDialog
        open={isAskingToDiscard}
        onKeep={() => setIsAskingToDiscard(false)}
        onDiscard={() => {
          setIsAskingToDiscard(false);
          onClose();
        }}
      />
    </Dialog>
  );
}
