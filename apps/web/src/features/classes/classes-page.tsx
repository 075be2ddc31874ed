import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassRow } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { formatDate } from '@/lib/format';
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
  const { t } = useTranslation();
  const deleteClass = useDeleteClass();
  const [editing, setEditing] = useState<{ row: ClassRow | null } | null>(null);
  const [videosOf, setVideosOf] = useState<ClassRow | null>(null);
  return (
    <>
      <ListPage
        title={t('classes.title')}
        emptyText={t('classes.empty')}
        listQuery={classesQueries.list}
        columns={[
          { header: '#', render: (_, number) => number, width: 56 },
          { header: t('classes.columns.name'), render: (row: ClassRow) => row.name },
          { header: t('classes.columns.category'), render: (row: ClassRow) => row.categoryName ?? '—' },
          { header: t('classes.columns.type'), render: (row: ClassRow) => t(`classes.types.${row.type}`) },
          { header: t('classes.columns.schoolName'), render: (row: ClassRow) => row.schoolName ?? '—' },
          { header: t('classes.columns.startDate'), render: (row: ClassRow) => <NoWrap>{formatDate(row.startDate)}</NoWrap> },
          { header: t('classes.columns.endDate'), render: (row: ClassRow) => <NoWrap>{formatDate(row.endDate)}</NoWrap> },
          { header: t('classes.columns.sessionsPerWeek'), render: (row: ClassRow) => row.sessionsCount, align: 'center' },
          { header: t('classes.columns.ranking'), render: (row: ClassRow) => <RankedSwitch row={row} />, align: 'center' },
          {
            header: t('classes.columns.automaticReport'),
            render: (row: ClassRow) => <AutomaticReportSwitch row={row} />,
            align: 'center',
          },
        ]}
        onAdd={() => setEditing({ row: null })}
        onRowClick={(row) => setEditing({ row })}
        rowActions={(row) => (
          <Tooltip title={t('classes.videos')}>
            <IconButton size="small" aria-label={t('classes.videosOf', { name: row.name })} onClick={() => setVideosOf(row)}>
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
