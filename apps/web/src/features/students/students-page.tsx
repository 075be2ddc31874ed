import { Alert, Chip, Link } from '@mui/material';
import { useState } from 'react';
import type { Student } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { useIsAdmin } from '@/lib/current-user';
import { capitalize, genderLabel } from '@/lib/people-format';
import { studentsQueries, useDeleteStudent } from './api/students-api';
import { ResetPasswordButton } from './components/reset-password-button';
import { StudentFormDialog } from './components/student-form-dialog';
import { StudentsTransferButtons } from './components/students-transfer-buttons';

function FacebookLink({ student }: { student: Student }) {
  if (!student.facebookUrl) return null;
  return (
    <Link href={student.facebookUrl} target="_blank" rel="noopener noreferrer" onClick={(event) => event.stopPropagation()}>
      {student.facebookName || 'Facebook'}
    </Link>
  );
}

/** 'Students Accounts': the students, their export and import. */
export function StudentsPage() {
  const isAdmin = useIsAdmin();
  const deleteStudent = useDeleteStudent();
  const [dialog, setDialog] = useState<{ student: Student | null } | null>(null);
  const [importErrors, setImportErrors] = useState<string[]>([]);
  return (
    <>
      {importErrors.length > 0 && (
        <Alert severity="error" onClose={() => setImportErrors([])} sx={{ mb: 2 }}>
          <ul style={{ margin: 0, paddingInlineStart: 16 }}>
            {importErrors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </Alert>
      )}
      <ListPage
        title="Students Accounts"
        emptyText="No Students Found"
        listQuery={studentsQueries.list}
        columns={[
          { header: 'Name', render: (student: Student) => student.name },
          { header: 'Gender', render: (student: Student) => genderLabel(student.gender) },
          { header: 'Birthdate', render: (student: Student) => student.birthDate ?? '' },
          { header: 'Email', render: (student: Student) => student.email },
          { header: 'School', render: (student: Student) => student.schoolName ?? '' },
          {
            header: 'Student type',
            render: (student: Student) => (
              <Chip
                size="small"
                variant="outlined"
                color={student.studentType === 'center' ? 'secondary' : 'primary'}
                label={capitalize(student.studentType)}
              />
            ),
          },
          { header: 'Facebook', render: (student: Student) => <FacebookLink student={student} /> },
        ]}
        // Spreadsheet import and export span every student: admins only, as the API enforces.
        actions={isAdmin && <StudentsTransferButtons onImportErrors={setImportErrors} />}
        onAdd={() => setDialog({ student: null })}
        // Editing, resetting the password of and deleting an account are admin-only, as the API enforces;
        // other staff add students into their classes and see those of their classes.
        onRowClick={isAdmin ? (student) => setDialog({ student }) : undefined}
        rowActions={isAdmin ? (student) => <ResetPasswordButton student={student} /> : undefined}
        deletion={isAdmin ? { nameOf: (student) => student.name, mutation: deleteStudent } : undefined}
      />
      <StudentFormDialog open={dialog !== null} student={dialog?.student ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
