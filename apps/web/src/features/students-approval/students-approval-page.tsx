import { Box, Button, Link } from '@mui/material';
import { useState } from 'react';
import type { ChangeActiveStatusBody, InactiveStudent } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { genderLabel } from '@/lib/people-format';
import { toastError, toastSuccess } from '@/lib/toast';
import { studentsApprovalQueries, useChangeActiveStatus } from './api/students-approval-api';
import { ApproveDialog } from './components/approve-dialog';
import { RejectDialog } from './components/reject-dialog';

/** Students approval: pending sign-ups, approved into a class or rejected. */
export function StudentsApprovalPage() {
  const changeStatus = useChangeActiveStatus();
  const [approving, setApproving] = useState<InactiveStudent | null>(null);
  const [rejecting, setRejecting] = useState<InactiveStudent | null>(null);

  // The dialog closes at once: the row is already gone from the list while the call runs.
  const send = (student: InactiveStudent, body: ChangeActiveStatusBody) => {
    setApproving(null);
    setRejecting(null);
    changeStatus.mutate(
      { id: student.id, ...body },
      { onSuccess: (response) => toastSuccess(response.message), onError: (error) => toastError(error) },
    );
  };

  return (
    <>
      <ListPage
        title="Students Approval"
        emptyText="No Students Found"
        listQuery={studentsApprovalQueries.list}
        columns={[
          { header: 'Name', render: (student: InactiveStudent) => student.name },
          { header: 'Gender', render: (student: InactiveStudent) => genderLabel(student.gender) },
          {
            header: 'Birthdate',
            render: (student: InactiveStudent) => (
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {student.birthDate}
              </Box>
            ),
          },
          { header: 'Email', render: (student: InactiveStudent) => student.email },
          { header: 'School', render: (student: InactiveStudent) => student.schoolName ?? '' },
          {
            header: 'Facebook',
            render: (student: InactiveStudent) =>
              student.facebookUrl && (
                <Link href={student.facebookUrl} target="_blank" rel="noopener noreferrer">
                  Facebook
                </Link>
              ),
          },
          { header: 'Classes', render: (student: InactiveStudent) => student.classes.map((ref) => ref.name).join(', ') },
        ]}
        rowActions={(student) => (
          <>
            <Button size="small" variant="contained" color="success" onClick={() => setApproving(student)}>
              Approve
            </Button>
            <Button size="small" variant="outlined" color="error" onClick={() => setRejecting(student)}>
              Reject
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
