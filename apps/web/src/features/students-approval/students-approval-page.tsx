import { Box, Button, Link } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeActiveStatusBody, InactiveStudent } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { formatDate } from '@/lib/format';
import { capitalize } from '@/lib/people-format';
import { toastSuccess } from '@/lib/toast';
import { studentsApprovalQueries, useChangeActiveStatus } from './api/students-approval-api';
import { ApproveDialog } from './components/approve-dialog';
import { RejectDialog } from './components/reject-dialog';

/** Students approval: pending sign-ups, approved into a class or rejected. */
export function StudentsApprovalPage() {
  const { t } = useTranslation();
  const changeStatus = useChangeActiveStatus();
  const [approving, setApproving] = useState<InactiveStudent | null>(null);
  const [rejecting, setRejecting] = useState<InactiveStudent | null>(null);

  // The dialog closes at once: the row is already gone from the list while the call runs.
  const send = (student: InactiveStudent, body: ChangeActiveStatusBody) => {
    setApproving(null);
    setRejecting(null);
    changeStatus.mutate({ id: student.id, ...body }, { onSuccess: (response) => toastSuccess(response.message) });
  };

  const genderLabel = (gender: string | null) =>
    gender ? t(`students-approval.gender.${gender}`, { defaultValue: capitalize(gender) }) : '';

  return (
    <>
      <ListPage
        title={t('students-approval.title')}
        emptyText={t('students-approval.empty')}
        listQuery={studentsApprovalQueries.list}
        columns={[
          { header: t('common.name'), render: (student: InactiveStudent) => student.name },
          { header: t('students-approval.columns.gender'), render: (student: InactiveStudent) => genderLabel(student.gender) },
          {
            header: t('students-approval.columns.birthdate'),
            render: (student: InactiveStudent) => (
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(student.birthDate)}
              </Box>
            ),
          },
          { header: t('students-approval.columns.email'), render: (student: InactiveStudent) => student.email },
          { header: t('students-approval.columns.school'), render: (student: InactiveStudent) => student.schoolName ?? '' },
          {
            header: t('students-approval.columns.facebook'),
            render: (student: InactiveStudent) =>
              student.facebookUrl && (
                <Link href={student.facebookUrl} target="_blank" rel="noopener noreferrer">
                  {t('students-approval.columns.facebook')}
                </Link>
              ),
          },
          {
            header: t('students-approval.columns.classes'),
            render: (student: InactiveStudent) =>
              student.classes.map((ref) => ref.name).join(t('students-approval.listSeparator')),
          },
        ]}
        rowActions={(student) => (
          <>
            <Button size="small" variant="contained" color="success" onClick={() => setApproving(student)}>
              {t('students-approval.approve')}
            </Button>
            <Button size="small" variant="outlined" color="error" onClick={() => setRejecting(student)}>
              {t('students-approval.reject')}
            </Button>
          </>
        )}
      />
      <ApproveDialog
        student={approving}
        onCancel={() => setApproving(null)}
        onApprove={(student, classId) => send(student, { status: 'approved', classId })}
      />
      <RejectDialog
        student={rejecting}
        onCancel={() => setRejecting(null)}
        onReject={(student) => send(student, { status: 'rejected' })}
      />
    </>
  );
}
