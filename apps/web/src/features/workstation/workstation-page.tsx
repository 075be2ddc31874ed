import { Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { SearchBox } from '@/components/list-page/search-box';
import { PageHeader } from '@/components/page-header';
import { ClassPickers } from './components/class-pickers';
import { LeavePageDialog } from './components/leave-page-dialog';
import { TabContent } from './components/tab-content';
import { useLeavePrompt } from './components/use-leave-prompt';
import { useHasUnsaved, WorkstationTabBar } from './components/workstation-tab-bar';
import { useWorkstationParams } from './use-workstation-params';

/** /archive: a class's attendance, assignments, quizzes, exams and classworks, marked on one screen. */
export function WorkstationPage() {
  const { t } = useTranslation();
  const params = useWorkstationParams();
  const { classId, category } = params;
  const blocker = useLeavePrompt(useHasUnsaved(classId));
  return (
    <>
      <PageHeader title={t('workstation.title')} />
      <Paper sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ClassPickers category={category} classId={classId} onCategory={params.setCategory} onClass={params.setClass} />
          <SearchBox value={params.q} onSearch={params.setSearch} onClear={params.clearSearch} />
        </Stack>
      </Paper>
      {category !== null && classId !== null ? (
        <Paper sx={{ p: 2 }}>
          <WorkstationTabBar classId={classId} value={params.tab} onChange={params.setTab} />
          <div role="tabpanel" id="workstation-tabpanel" aria-labelledby={`workstation-tab-${params.tab}`}>
            <TabContent key={`${classId}:${params.tab}`} classId={classId} tab={params.tab} q={params.q} page={params.page} onPage={params.setPage} />
          </div>
        </Paper>
      ) : (
        <EmptyState text={t('workstation.chooseClass')} />
      )}
      <LeavePageDialog open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
    </>
  );
}
