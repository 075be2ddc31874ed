import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { Paper } from '@backoffice/contract';
import { DataTable } from '@/components/list-page/data-table';
import { formatDuration } from '../paper-duration';

type PapersTableProps = { papers: Paper[]; isLoading: boolean; onEdit: (paper: Paper) => void; onDelete: (paper: Paper) => void };

export function PapersTable({ papers, isLoading, onEdit, onDelete }: PapersTableProps) {
  return (
    <DataTable
      rows={papers}
      firstNumber={1}
      isLoading={isLoading}
      emptyText="No Papers Found"
      onRowClick={onEdit}
      columns={[
        { header: 'Name', render: (paper) => paper.name },
        { header: 'Max Grade', render: (paper) => paper.maxGrade },
        { header: 'Average Date', render: (paper) => paper.averageDate },
        { header: 'Duration', render: (paper) => formatDuration(paper.duration) },
        { header: 'Grades', render: (paper) => paper.grades.map((grade) => `${grade.key}: ${grade.grade}`).join(', ') || '—' },
        {
          header: 'Actions',
          align: 'right',
          render: (paper) => (
            <Stack direction="row" spacing={0.5} justifyContent="flex-end" onClick={(event) => event.stopPropagation()}>
              <Tooltip title="Edit">
                <IconButton size="small" aria-label={`Edit ${paper.name}`} onClick={() => onEdit(paper)}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Delete">
                <IconButton size="small" color="error" aria-label={`Delete ${paper.name}`} onClick={() => onDelete(paper)}>
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
