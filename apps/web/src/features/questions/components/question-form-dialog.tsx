import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_POINTS, MIN_POINTS, QUESTION_TYPES, type Question, type QuestionInput } from '@backoffice/contract';
import { FormAutocomplete } from '@/components/form/form-autocomplete';
import { FormDialog } from '@/components/form/form-dialog';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { partOptionsQuery } from '@/lib/select-options';
import { useCreateQuestion, useUpdateQuestion } from '../api/questions-api';
import { COMPLEXITIES } from './question-labels';
import { questionFormDefaults, questionFormSchema } from './question-form-schema';
import { QuestionOptionsField } from './question-options-field';

type QuestionFormDialogProps = {
  open: boolean;
  /** The question to edit; none to create one. */
  question: Question | null;
  onClose: () => void;
};

export function QuestionFormDialog({ open, question, onClose }: QuestionFormDialogProps) {
  const { t } = useTranslation();
  const createQuestion = useCreateQuestion();
  const updateQuestion = useUpdateQuestion();
  const parts = useQuery({ ...partOptionsQuery(), enabled: open });
  const typeOptions = QUESTION_TYPES.map((type) => ({ value: type, label: t(`questions.types.${type}`) }));
  const complexityOptions = COMPLEXITIES.map((value) => ({ value, label: String(value) }));
  // The spec fixes these toasts on the client, whatever the server says.
  const submit = async (values: QuestionInput) => {
    if (question) await updateQuestion.mutateAsync({ ...values, id: question.id });
    else await createQuestion.mutateAsync(values);
    return { message: question ? t('questions.updated') : t('questions.created') };
  };
  return (
    <FormDialog<QuestionInput>
      open={open}
      title={question ? t('questions.edit') : t('questions.add')}
      schema={questionFormSchema}
      defaultValues={questionFormDefaults(question)}
      onClose={onClose}
      onSubmit={submit}
      maxWidth="md"
    >
      {(form, isPending) => (
        <>
          <FormTextField
            form={form}
            name="text"
            label={t('questions.text')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { dir: 'auto' } }}
            autoFocus
            disabled={isPending}
            required
          />
          <FormSelect form={form} name="type" label={t('questions.type')} options={typeOptions} disabled={isPending} required />
          <FormTextField
            form={form}
            name="points"
            type="number"
            label={t('questions.points')}
            disabled={isPending}
            required
            slotProps={{ htmlInput: { min: MIN_POINTS, max: MAX_POINTS, step: 0.5 } }}
          />
          <FormSelect
            form={form}
            name="complexity"
            label={t('questions.complexity')}
            options={complexityOptions}
            disabled={isPending}
            required
          />
          <FormAutocomplete
            form={form}
            name="educational_part_ids"
            label={t('questions.educationalParts')}
            options={parts.data ?? []}
            knownOptions={question?.educationalParts.map((part) => ({ value: part.id, name: part.name }))}
            isLoading={parts.isFetching}
            disabled={isPending}
          />
          <QuestionOptionsField form={form} disabled={isPending} />
        </>
      )}
    </FormDialog>
  );
}
