import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Teacher } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { formatDate } from '@/lib/format';
import { capitalize } from '@/lib/people-format';
import { teachersQueries, useDeleteTeacher } from './api/teachers-api';
import { TeacherFormDialog } from './components/teacher-form-dialog';

/** 'Manage TAs': the teaching assistants, admins only. */
export function TeachersPage() {
  const { t } = useTranslation();
  const deleteTeacher = useDeleteTeacher();
  const [dialog, setDialog] = useState<{ teacher: Teacher | null } | null>(null);
  const genderLabel = (gender: string | null) =>
    gender ? t(`teachers.gender.${gender}`, { defaultValue: capitalize(gender) }) : '';
  return (
    <>
      <ListPage
        title={t('teachers.title')}
        emptyText={t('teachers.empty')}
        listQuery={teachersQueries.list}
        columns={[
          { header: t('common.number'), render: (_, number) => number, width: 80 },
          { header: t('common.name'), render: (teacher: Teacher) => teacher.name },
          { header: t('teachers.fields.nickname'), render: (teacher: Teacher) => teacher.nickname ?? '' },
          { header: t('teachers.fields.gender'), render: (teacher: Teacher) => genderLabel(teacher.gender) },
          {
            header: t('teachers.fields.birthdate'),
            render: (teacher: Teacher) => (
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(teacher.birthDate)}
              </Box>
            ),
          },
          { header: t('teachers.fields.email'), render: (teacher: Teacher) => teacher.email },
        ]}
        onAdd={() => setDialog({ teacher: null })}
        onRowClick={(teacher) => setDialog({ teacher })}
        deletion={{ nameOf: (teacher) => teacher.name, mutation: deleteTeacher }}
      />
      <TeacherFormDialog open={dialog !== null} teacher={dialog?.teacher ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
