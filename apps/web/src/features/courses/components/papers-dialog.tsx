import AddIcon from '@mui/icons-material/Add';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course, Paper } from '@backoffice/contract';
import { useConfirmDelete } from '@/components/use-confirm-delete';
import { coursesQueries, useDeletePaper } from '../api/courses-api';
import { PaperFormDialog } from './paper-form-dialog';
import { PapersTable } from './papers-table';

type PapersDialogProps = { course: Course | null; onClose: () => void };

/** The papers of one course: list, add, edit and delete. Open while course is set. */
export function PapersDialog({ course, onClose }: PapersDialogProps) {
  const { t } = useTranslation();
  const courseId = course?.id ?? 0;
  const detail = useQuery({ ...coursesQueries.detail(courseId), enabled: course !== null });
  const deletePaper = useDeletePaper(courseId);
  const [editing, setEditing] = useState<{ paper: Paper | null } | null>(null);
  const deletion = useConfirmDelete<Paper>({ mutation: deletePaper, nameOf: (paper) => paper.name });

  return (
    <>
      <Dialog open={course !== null} onClose={onClose} fullWidth maxWidth="md">
        <DialogTitle>
          <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2}>
            <span>{t('courses.papersOf', { name: course?.name ?? '' })}</span>
            <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setEditing({ paper: null })}>
              {t('courses.papers.add')}
            </Button>
          </Stack>
        </DialogTitle>
        <DialogContent dividers>
          <PapersTable
            papers={detail.data?.papers ?? course?.papers ?? []}
            isLoading={detail.isFetching}
            onEdit={(paper) => setEditing({ paper })}
            onDelete={deletion.ask}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </DialogActions>
      </Dialog>
      <PaperFormDialog
        open={editing !== null}
        courseId={courseId}
        paper={editing?.paper ?? null}
        onClose={() => setEditing(null)}
      />
      {deletion.dialog}
    </>
  );
}
