import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Skeleton, Stack } from '@mui/material';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { toastSuccess } from '@/lib/toast';
import { applyFieldErrors } from './apply-field-errors';
import { formResolver } from './form-resolver';
import { useDiscardGuard } from './use-discard-guard';

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
  /**
   * What the fields show is still loading (an edited record, the names of its chosen ids, its options):
   * the dialog opens at once with a skeleton, and the form takes its values once everything has come.
   */
  isLoading?: boolean;
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
    isLoading = false,
  } = props;
  const form = useForm<T>({ resolver: formResolver(schema), defaultValues });
  const { isSubmitting: isPending, isDirty } = form.formState;
  const { requestClose, onDialogClose, discardDialog, stopAsking } = useDiscardGuard({ isDirty, onClose, isBusy: isPending });

  const isReady = open && !isLoading;
  useEffect(() => {
    if (isReady) form.reset(defaultValues);
    stopAsking();
    // Reset only when the dialog opens or its data has come; defaultValues is a new object every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isReady]);

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

  return (
    <Dialog open={open} onClose={onDialogClose} fullWidth maxWidth={maxWidth}>
      <form noValidate onSubmit={onFormSubmit}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          {isLoading ? (
            <Stack spacing={2} sx={{ pt: 1 }} role="progressbar" aria-label={t('common.loading')} data-testid="form-skeleton">
              {[0, 1, 2, 3].map((row) => (
                <Skeleton key={row} variant="rounded" height={56} />
              ))}
            </Stack>
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              {children(form, isPending)}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={requestClose} disabled={isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isPending || isLoading}>
            {isPending ? t('common.saving') : submitLabel}
          </Button>
        </DialogActions>
      </form>
      {discardDialog}
    </Dialog>
  );
}
