import { noteBodySchema, type Note, type NoteBody, type NoteKind } from '@backoffice/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useCreateNote, useUpdateNote, type NoteOwner } from '../api/notes-api';

type NoteFormDialogProps = { open: boolean; owner: NoteOwner; kind: NoteKind; note: Note | null; onClose: () => void };

/** A note; a dropped note also has a reason. */
export function NoteFormDialog({ open, owner, kind, note, onClose }: NoteFormDialogProps) {
  const { t } = useTranslation();
  const createNote = useCreateNote(owner, kind);
  const updateNote = useUpdateNote(owner, kind);
  return (
    <FormDialog<NoteBody>
      open={open}
      title={note ? t('student-summaries.noteForm.edit') : t('student-summaries.noteForm.add')}
      schema={noteBodySchema}
      defaultValues={{ note: note?.note ?? '', reason: note?.reason ?? '' }}
      onClose={onClose}
      onSubmit={(values) => (note ? updateNote.mutateAsync({ ...values, id: note.id }) : createNote.mutateAsync(values))}
    >
      {(form, isPending) => (
        <>
          <FormTextField
            form={form}
            name="note"
            label={t('student-summaries.noteForm.note')}
            multiline
            minRows={3}
            autoFocus
            disabled={isPending}
          />
          {kind === 'dropped' && (
            <FormTextField
              form={form}
              name="reason"
              label={t('student-summaries.noteForm.reason')}
              multiline
              minRows={2}
              disabled={isPending}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}
