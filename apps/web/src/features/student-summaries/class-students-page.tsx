import { Grid, MenuItem, Paper, Stack, Tab, Tabs, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CLASS_TYPES, type ClassType } from '@backoffice/contract';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { formatNumber } from '@/lib/format';
import { classesByTypeOptionsQuery } from '@/lib/select-options';
import { summaryQueries } from './api/summary-api';
import { NotesPanel } from './components/notes-panel';
import { NumberedNames } from './components/numbered-names';
import { useSummaryParams } from './use-summary-params';

/** Center classes are offered as 'Private' first. */
const COURSE_TYPES: ClassType[] = ['center', 'school'];
const TABS = ['students', 'dropped', 'transfers'] as const;
type SummaryTab = (typeof TABS)[number];

/** The class summary: pick a course type and a class (?current-class), then its students, dropped and transfers. */
export function ClassStudentsPage() {
  const { t } = useTranslation();
  const params = useSummaryParams();
  const classId = params.numberOf('current-class');
  const tab: SummaryTab = TABS.find((value) => value === params.get('tab')) ?? 'students';
  const options = useQuery(classesByTypeOptionsQuery());
  const students = useQuery({ ...summaryQueries.classStudents(classId ?? 0), enabled: classId !== null });
  // A shared link may carry only the class: its type is the group that holds it.
  const typeParam = CLASS_TYPES.find((value) => value === params.get('type'));
  const type = typeParam ?? CLASS_TYPES.find((value) => options.data?.[value]?.some((option) => option.value === classId));
  const classOptions = type ? (options.data?.[type] ?? []) : [];

  return (
    <>
      <PageHeader title={t('student-summaries.classTitle')} />
      <Paper sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t('student-summaries.courseType')}
            value={type ?? ''}
            onChange={(event) => params.update({ type: event.target.value, 'current-class': null, tab: null })}
            sx={{ minWidth: 200 }}
          >
            {COURSE_TYPES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`student-summaries.courseTypes.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('student-summaries.class')}
            disabled={!type}
            value={classId && classOptions.some((option) => option.value === classId) ? String(classId) : ''}
            onChange={(event) => params.update({ 'current-class': event.target.value, tab: null })}
            sx={{ minWidth: { xs: '100%', sm: 320 } }}
          >
            {classOptions.map((option) => (
              <MenuItem key={option.value} value={String(option.value)}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Paper>
      {classId === null ? (
        <Paper>
          <EmptyState text={t('student-summaries.chooseClassHint')} />
        </Paper>
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_, value: SummaryTab) => params.update({ tab: value === 'students' ? null : value })}
            sx={{ mb: 2 }}
          >
            <Tab
              value="students"
              label={t('student-summaries.studentsCount', { count: formatNumber(students.data?.meta.pagination.total ?? 0, 0) })}
            />
            <Tab value="dropped" label={t('student-summaries.dropped')} />
            <Tab value="transfers" label={t('student-summaries.transfers')} />
          </Tabs>
          {tab === 'students' && (
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 5 }}>
                <NumberedNames
                  title={t('student-summaries.students')}
                  names={students.data?.data ?? []}
                  isLoading={students.isFetching}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 7 }}>
                <NotesPanel owner={{ type: 'classes', id: classId }} kind="notes" title={t('student-summaries.notes')} />
              </Grid>
            </Grid>
          )}
          {tab === 'dropped' && (
            <NotesPanel owner={{ type: 'classes', id: classId }} kind="dropped" title={t('student-summaries.dropped')} />
          )}
          {tab === 'transfers' && (
            <NotesPanel owner={{ type: 'classes', id: classId }} kind="transfers" title={t('student-summaries.transfers')} />
          )}
        </>
      )}
    </>
  );
}
