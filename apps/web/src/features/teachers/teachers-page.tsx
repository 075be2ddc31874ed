import { useState } from 'react';
import type { Teacher } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { genderLabel } from '@/lib/people-format';
import { teachersQueries, useDeleteTeacher } from './api/teachers-api';
import { TeacherFormDialog } from './components/teacher-form-dialog';

/** 'Manage TAs': the teaching assistants, admins only. */
export function TeachersPage() {
  const deleteTeacher = useDeleteTeacher();
  const [dialog, setDialog] = useState<{ teacher: Teacher | null } | null>(null);
  return (
    <>
      <ListPage
        title="Manage TAs"
        emptyText="No Teachers Found"
        listQuery={teachersQueries.list}
        columns={[
          { header: 'No.', render: (_, number) => number, width: 80 },
          { header: 'Name', render: (teacher: Teacher) => teacher.name },
          { header: 'Nickname', render: (teacher: Teacher) => teacher.nickname ?? '' },
          { header: 'Gender', render: (teacher: Teacher) => genderLabel(teacher.gender) },
          { header: 'Birthdate', render: (teacher: Teacher) => teacher.birthDate ?? '' },
          { header: 'Email', render: (teacher: Teacher) => teacher.email },
        ]}
        onAdd={() => setDialog({ teacher: null })}
        onRowClick={(teacher) => setDialog({ teacher })}
        deletion={{ nameOf: (teacher) => teacher.name, mutation: deleteTeacher }}
      />
      <TeacherFormDialog open={dialog !== null} teacher={dialog?.teacher ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
