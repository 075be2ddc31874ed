import { Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Assessment, Attendance, Classwork } from '@backoffice/contract';
import { FilePickerButton } from '@/components/file-picker-button';
import { FormDateField } from '@/components/form/form-date-field';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { FormTimeField } from '@/components/form/form-time-field';
import { ApiError } from '@/lib/api-client';
import { toastErrorText } from '@/lib/toast';
import {
  useSaveAssessmentItem,
  useSaveAttendanceItem,
  useSaveClasswork,
  type AnyItem,
  type ItemTab,
} from '../api/workstation-api';
import {
  assessmentBody,
  assessmentDefaults,
  assessmentFormSchema,
  attendanceBody,
  attendanceDefaults,
  attendanceFormSchema,
  classworkForm,
  type AssessmentFormValues,
  type AttendanceFormValues,
} from '../item-form-schema';
import type { WorkstationTab } from '../workstation-tabs';
import { GradingField } from './grading-field';
import { QuestionsField } from './questions-field';

type ItemFormDialogProps = { classId: number; tab: WorkstationTab; open: boolean; item: AnyItem | null; onClose: () => void };

/** The add and edit form of the tab's items. */
export function ItemFormDialog(props: ItemFormDialogProps) {
  const { tab } = props;
  return tab === 'attendance' ? <AttendanceFormDialog {...props} /> : <AssessmentFormDialog {...props} tab={tab} />;
}

function AttendanceFormDialog({ classId, open, item, onClose }: ItemFormDialogProps) {
  const { t } = useTranslation();
  const save = useSaveAttendanceItem(classId);
  const attendance = item as Attendance | null;
  return (
    <FormDialog<AttendanceFormValues>
      open={open}
      title={t(attendance ? 'workstation.editTitle.attendance' : 'workstation.add.attendance')}
      schema={attendanceFormSchema}
      defaultValues={attendanceDefaults(attendance)}
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync({ id: attendance?.id ?? null, body: attendanceBody(values) })}
    >
      {(form, isPending) => (
        <>
          <FormTextField form={form} name="name" label={t('workstation.name')} autoFocus disabled={isPending} required />
          <FormDateField form={form} name="date" label={t('workstation.date')} disabled={isPending} required />
          <Stack direction="row" spacing={2}>
            <FormDateField form={form} name="dueDate" label={t('workstation.dueDate')} disabled={isPending} />
            <FormTimeField form={form} name="time" label={t('workstation.time')} disabled={isPending} />
          </Stack>
        </>
      )}
    </FormDialog>
  );
}

function AssessmentFormDialog({ classId, tab, open, item, onClose }: ItemFormDialogProps & { tab: ItemTab }) {
  const { t } = useTranslation();
  const save = useSaveAssessmentItem(classId, tab);
  const saveClasswork = useSaveClasswork(classId);
  const [pdf, setPdf] = useState<File | null>(null);
  const existing = item as Assessment | Classwork | null;
  const isClasswork = tab === 'classworks';
  const hasQuestions = tab === 'quizzes' || tab === 'exams';
  const submit = (values: AssessmentFormValues) => {
    const id = existing?.id ?? null;
    if (!isClasswork) return save.mutateAsync({ id, body: assessmentBody(values, hasQuestions) });
    if (!pdf && id === null) {
      // Keeps the dialog open, as a refusal of the server would.
      toastErrorText(t('workstation.pdfRequired'));
      return Promise.reject(new ApiError(422, t('workstation.pdfRequired')));
    }
    return saveClasswork.mutateAsync({ id, form: classworkForm(values, pdf, id) });
  };
  return (
    <FormDialog<AssessmentFormValues>
      open={open}
      title={t(existing ? `workstation.editTitle.${tab}` : `workstation.add.${tab}`)}
      schema={assessmentFormSchema}
      defaultValues={assessmentDefaults(existing)}
      onClose={() => {
        setPdf(null);
        onClose();
      }}
      onSubmit={submit}
      maxWidth="md"
    >
      {(form, isPending) => (
        <>
          <FormTextField form={form} name="name" label={t('workstation.name')} autoFocus disabled={isPending} required />
          <Stack direction="row" spacing={2}>
            <FormDateField form={form} name="dueDate" label={t('workstation.dueDate')} disabled={isPending} required />
            <FormTimeField form={form} name="time" label={t('workstation.time')} disabled={isPending} required />
          </Stack>
          <FormTextField form={form} name="maxScore" type="number" label={t('workstation.maxScore')} disabled={isPending} required />
          <GradingField form={form} disabled={isPending} />
          {hasQuestions && <QuestionsField form={form} classId={classId} disabled={isPending} />}
          {isClasswork && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <FilePickerButton variant="outlined" accept="application/pdf,.pdf" onPick={setPdf} disabled={isPending} inputLabel={t('workstation.pdf')}>
                {t('workstation.choosePdf')}
              </FilePickerButton>
              <span>{pdf?.name ?? (existing as Classwork | null)?.pdf?.name ?? ''}</span>
            </Stack>
          )}
        </>
      )}
    </FormDialog>
  );
}
