import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InactiveStudent } from '@backoffice/contract';
import { classOptionsQuery } from '@/lib/select-options';
import { toastErrorText } from '@/lib/toast';

type ApproveDialogProps = {
  /** The student being approved; the dialog is open while set. */
  student: InactiveStudent | null;
  onCancel: () => void;
  onApprove: (student: InactiveStudent, classId: number) => void;
};

/** The class picker of an approval, starting on the student's first class. */
export function ApproveDialog({ student, onCancel, onApprove }: ApproveDialogProps) {
  const { t } = useTranslation();
  const options = useQuery({ ...classOptionsQuery(), enabled: student !== null });
  const [classId, setClassId] = useState('');
  useEffect(() => {
    if (student) setClassId(student.classes[0] ? String(student.classes[0].id) : '');
  }, [student]);

  // The student's own classes are choices even before (or without) the full list.
  const choices = new Map<number, string>(student?.classes.map((ref) => [ref.id, ref.name]));
  for (const option of options.data ?? []) choices.set(option.value, option.name);

  const approve = () => {
    if (!student) return;
    if (!classId) {
      toastErrorText(t('students-approval.selectClass'));
      return;
    }
    onApprove(student, Number(classId));
  };

  return (
    <Dialog open={student !== null} onClose={onCancel} fullWidth maxWidth="xs">
      <DialogTitle>{t('students-approval.approveTitle', { name: student?.name })}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          label={t('students-approval.class')}
          value={classId}
          onChange={(event) => setClassId(event.target.value)}
          sx={{ mt: 1 }}
        >
          {[...choices].map(([id, name]) => (
            <MenuItem key={id} value={String(id)}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={approve}>
          {t('students-approval.approve')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
