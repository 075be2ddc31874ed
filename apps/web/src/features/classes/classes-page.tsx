import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import type { ClassRow } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { classesQueries, useDeleteClass } from './api/classes-api';
import { ClassFormDialog } from './components/class-form-dialog';
import { AutomaticReportSwitch, RankedSwitch } from './components/class-switches';
import { ClassVideosDialog } from './components/class-videos-dialog';

const NoWrap = ({ children }: { children: string }) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {children}
  </Box>
);

/** Manage Classes: any staff member, each seeing the classes the API allows. */
export function ClassesPage() {
  const deleteClass = useDeleteClass();
  const [editing, setEditing] = useState<{ row: ClassRow | null } | null>(null);
  const [videosOf, setVideosOf] = useState<ClassRow | null>(null);
  return (
    <>
      <ListPage
        title="Manage Classes"
        emptyText="No Classes Found"
        listQuery={classesQueries.list}
        columns={[
          { header: '#', render: (_, number) => number, width: 56 },
          { header: 'Name', render: (row: ClassRow) => row.name },
          { header: 'Category', render: (row: ClassRow) => row.categoryName ?? '—' },
          { header: 'Type', render: (row: ClassRow) => (row.type === 'school' ? 'School' : 'Center') },
          { header: 'School Name', render: (row: ClassRow) => row.schoolName ?? '—' },
          { header: 'Start Date', render: (row: ClassRow) => <NoWrap>{row.startDate}</NoWrap> },
          { header: 'End Date', render: (row: ClassRow) => <NoWrap>{row.endDate}</NoWrap> },
          { header: 'Sessions / Week', render: (row: ClassRow) => row.sessionsCount, align: 'center' },
          { header: 'Ranking', render: (row: ClassRow) => <RankedSwitch row={row} />, align: 'center' },
          { header: 'Automatic Report', render: (row: ClassRow) => <AutomaticReportSwitch row={row} />, align: 'center' },
        ]}
        onAdd={() => setEditing({ row: null })}
        onRowClick={(row) => setEditing({ row })}
        rowActions={(row) => (
          <Tooltip title="Videos">
            <IconButton size="small" aria-label={`Videos of ${row.name}`} onClick={() => setVideosOf(row)}>
              <OndemandVideoIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        deletion={{ nameOf: (row) => row.name, mutation: deleteClass }}
      />
      <ClassFormDialog open={editing !== null} row={editing?.row ?? null} onClose={() => setEditing(null)} />
      <ClassVideosDialog row={videosOf} onClose={() => setVideosOf(null)} />
    </>
  );
}
