import { Alert, Box, Chip, Link } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Student } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { SignOutEverywhereButton } from '@/components/sign-out-everywhere-button';
import { useIsAdmin } from '@/lib/current-user';
import { formatDate } from '@/lib/format';
import { capitalize } from '@/lib/people-format';
import { studentsQueries, useDeleteStudent, useSignOutStudentEverywhere } from './api/students-api';
import { ResetPasswordButton } from './components/reset-password-button';
import { StudentFormDialog } from './components/student-form-dialog';
import { StudentsTransferButtons } from './components/students-transfer-buttons';

function FacebookLink({ student }: { student: Student }) {
  const { t } = useTranslation();
  if (!student.facebookUrl) return null;
  return (
    <Link href={student.facebookUrl} target="_blank" rel="noopener noreferrer" onClick={(event) => event.stopPropagation()}>
      {student.facebookName || t('students.fields.facebook')}
    </Link>
  );
}

/** 'Students Accounts': the students, their export and import. */
export function StudentsPage() {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const deleteStudent = useDeleteStudent();
  const signOut = useSignOutStudentEverywhere();
  const [dialog, setDialog] = useState<{ student: Student | null } | null>(null);
  const [importErrors, setImportErrors] = useState<string[]>([]);
  const label = (group: 'gender' | 'type', value: string | null) =>
    value ? t(`students.${group}.${value}`, { defaultValue: capitalize(value) }) : '';
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
        title={t('students.title')}
        emptyText={t('students.empty')}
        listQuery={studentsQueries.list}
        columns={[
          { header: t('common.name'), render: (student: Student) => student.name },
          { header: t('students.fields.gender'), render: (student: Student) => label('gender', student.gender) },
          {
            header: t('students.fields.birthdate'),
            render: (student: Student) => (
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(student.birthDate)}
              </Box>
            ),
          },
          { header: t('students.fields.email'), render: (student: Student) => student.email },
          { header: t('students.fields.school'), render: (student: Student) => student.schoolName ?? '' },
          {
            header: t('students.fields.studentType'),
            render: (student: Student) => (
              <Chip
                size="small"
                variant="outlined"
                color={student.studentType === 'center' ? 'secondary' : 'primary'}
                label={label('type', student.studentType)}
              />
            ),
          },
          { header: t('students.fields.facebook'), render: (student: Student) => <FacebookLink student={student} /> },
        ]}
        // Spreadsheet import and export span every student: admins only, as the API enforces.
        actions={isAdmin && <StudentsTransferButtons onImportErrors={setImportErrors} />}
        onAdd={() => setDialog({ student: null })}
        // Editing, resetting the password of, signing out and deleting an account are admin-only, as the API enforces;
        // other staff add students into their classes and see those of their classes.
        onRowClick={isAdmin ? (student) => setDialog({ student }) : undefined}
        rowActions={
          isAdmin
            ? (student) => (
                <>
                  <ResetPasswordButton student={student} />
                  <SignOutEverywhereButton account={student} mutation={signOut} />
                </>
              )
            : undefined
        }
        deletion={isAdmin ? { nameOf: (student) => student.name, mutation: deleteStudent } : undefined}
      />
      <StudentFormDialog open={dialog !== null} student={dialog?.student ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
