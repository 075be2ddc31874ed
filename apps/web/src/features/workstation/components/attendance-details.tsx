import QrCodeIcon from '@mui/icons-material/QrCode2';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_LATE, type Attendance } from '@backoffice/contract';
import type { StagedChanges } from '@/components/grid';
import { toastErrorText, toastSuccess } from '@/lib/toast';
import { attendanceOf } from '../sheet-columns';
import { QrDialog } from './qr-dialog';

type AttendanceDetailsProps = { classId: number; item: Attendance; staged: StagedChanges };

/**
 * Full All, Empty All, the student-code entry (Enter: present; Mark late: late) and the QR code of one attendance
 * item.
 */
export function AttendanceDetails({ classId, item, staged }: AttendanceDetailsProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [isQrOpen, setIsQrOpen] = useState(false);
  const columnId = String(item.id);
  const setEveryone = (status: number) => {
    for (const student of item.studentsWithClassUserId) {
      staged.stage({ rowId: student.id, columnId, value: status }, attendanceOf(item, student.id));
    }
  };
  const markByCode = (status: 1 | typeof ATTENDANCE_LATE) => {
    const typed = code.trim();
    const student = typed ? item.studentsWithClassUserId.find((entry) => String(entry.class_user_id).includes(typed)) : undefined;
    if (!student) {
      toastErrorText(t('workstation.studentNotFound'));
      return;
    }
    staged.stage({ rowId: student.id, columnId, value: status }, attendanceOf(item, student.id));
    toastSuccess(t(status === 1 ? 'workstation.markedPresent' : 'workstation.markedLate', { name: student.name }));
    setCode('');
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button variant="outlined" size="small" onClick={() => setEveryone(1)}>
        {t('workstation.fullAll')}
      </Button>
      <Button variant="outlined" size="small" onClick={() => setEveryone(0)}>
        {t('workstation.emptyAll')}
      </Button>
      <TextField
        size="small"
        label={t('workstation.studentCode')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          markByCode(1);
        }}
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
        sx={{ width: 180 }}
      />
      <Button variant="outlined" size="small" onClick={() => markByCode(ATTENDANCE_LATE)}>
        {t('workstation.markLate')}
      </Button>
      <Button variant="outlined" size="small" startIcon={<QrCodeIcon />} onClick={() => setIsQrOpen(true)}>
        {t('workstation.createQr')}
      </Button>
      {isQrOpen && <QrDialog classId={classId} item={item} onClose={() => setIsQrOpen(false)} />}
    </Stack>
  );
}
