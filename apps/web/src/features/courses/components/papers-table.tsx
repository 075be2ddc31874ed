import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Paper } from '@backoffice/contract';
import { DataTable } from '@/components/list-page/data-table';
import { formatDate, formatDuration, formatNumber } from '@/lib/format';

type PapersTableProps = { papers: Paper[]; isLoading: boolean; onEdit: (paper: Paper) => void; onDelete: (paper: Paper) => void };

export function PapersTable({ papers, isLoading, onEdit, onDelete }: PapersTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      rows={papers}
      firstNumber={1}
      isLoading={isLoading}
      emptyText={t('courses.papers.empty')}
      onRowClick={onEdit}
      columns={[
        { header: t('courses.papers.name'), render: (paper) => paper.name },
        { header: t('courses.papers.maxGrade'), render: (paper) => formatNumber(paper.maxGrade) },
        {
          header: t('courses.papers.averageDate'),
          render: (paper) => (
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {formatDate(paper.averageDate)}
            </Box>
          ),
        },
        { header: t('courses.papers.duration'), render: (paper) => formatDuration(paper.duration) },
        {
          header: t('courses.papers.grades'),
          render: (paper) =>
            paper.grades.map((grade) => `${grade.key}: ${formatNumber(grade.grade)}`).join(t('courses.papers.gradesSeparator')) ||
            '—',
        },
        {
          header: t('common.actions'),
          align: 'right',
          render: (paper) => (
            <Stack direction="row" spacing={0.5} justifyContent="flex-end" onClick={(event) => event.stopPropagation()}>
              <Tooltip title={t('common.edit')}>
                <IconButton size="small" aria-label={t('courses.editNamed', { name: paper.name })} onClick={() => onEdit(paper)}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('common.delete')}>
                <IconButton
                  size="small"
                  color="error"
                  aria-label={t('common.deleteNamed', { name: paper.name })}
                  onClick={() => onDelete(paper)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          ),
        },
      ]}
    />
  );
}
