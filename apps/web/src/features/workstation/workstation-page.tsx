import { Box, Paper, Stack } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { SearchBox } from '@/components/list-page/search-box';
import { PageHeader } from '@/components/page-header';
import { ClassPickers, useCategoryClasses, useNoClassText } from './components/class-pickers';
import { LeavePageDialog } from './components/leave-page-dialog';
import { TabContent } from './components/tab-content';
import { useLeavePrompt } from './components/use-leave-prompt';
import { useHasUnsaved, WorkstationTabBar } from './components/workstation-tab-bar';
import { useWorkstationParams } from './use-workstation-params';

/** /archive: a class's attendance, assignments, quizzes, exams and classworks, marked on one screen. */
export function WorkstationPage() {
  const { t } = useTranslation();
  const params = useWorkstationParams();
  const { classId, category, fillCategory } = params;
  const options = useCategoryClasses(category);
  const noClassText = useNoClassText(category, options);
  const blocker = useLeavePrompt(useHasUnsaved(classId));
  const categoryOfClass = category === null && classId !== null ? options.categoryOf(classId) : undefined;
  useEffect(() => {
    if (categoryOfClass !== undefined) fillCategory(Number(categoryOfClass));
  }, [categoryOfClass, fillCategory]);
  return (
    <>
      <PageHeader title={t('workstation.title')} />
      <Paper sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ClassPickers
            category={category}
            classId={classId}
            options={options}
            onCategory={params.setCategory}
            onClass={params.setClass}
          />
          <SearchBox value={params.q} onSearch={params.setSearch} onClear={params.clearSearch} />
        </Stack>
      </Paper>
      {category !== null && classId !== null ? (
        <Paper sx={{ p: 2 }}>
          <WorkstationTabBar classId={classId} value={params.tab} onChange={params.setTab} />
          <div role="tabpanel" id="workstation-tabpanel" aria-labelledby={`workstation-tab-${params.tab}`}>
            <TabContent
              key={`${classId}:${params.tab}`}
              classId={classId}
              tab={params.tab}
              q={params.q}
              page={params.page}
              onPage={params.setPage}
            />
          </div>
        </Paper>
      ) : (
        // A status: a screen reader hears why the class list stayed empty after choosing a category.
        <Box role="status">
          <EmptyState text={noClassText} />
        </Box>
      )}
      <LeavePageDialog open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
    </>
  );
}
