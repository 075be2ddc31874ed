import { Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { studentWorkQueries, WORK_TABS, type WorkTab } from './api/student-work-api';
import { AssessmentList } from './components/assessment-list';
import { AttendanceList } from './components/attendance-list';
import { ClassworkList } from './components/classwork-list';

/** One class: its work in tabs (the tab is kept in the URL, so a reload shows the same one). */
export function StudentClassPage() {
  const { t } = useTranslation();
  const classId = Number(useParams().classId);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = (WORK_TABS as readonly string[]).includes(searchParams.get('tab') ?? '')
    ? (searchParams.get('tab') as WorkTab)
    : 'homework';
  const classes = useQuery(studentWorkQueries.classes());
  const klass = classes.data?.find((entry) => entry.id === classId);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" alignItems="center" spacing={1}>
        <Button component={Link} to="/classes" size="small">
          {t('student.classes.back')}
        </Button>
      </Stack>
      <Typography variant="h5" component="h1">
        {klass?.name ?? t('student.classes.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: WorkTab) => setSearchParams({ tab: value }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('student.work.tabs')}
      >
        {WORK_TABS.map((value) => (
          <Tab key={value} value={value} label={t(`student.tabs.${value}`)} />
        ))}
      </Tabs>
      {(tab === 'homework' || tab === 'quizzes' || tab === 'exams') && <AssessmentList classId={classId} tab={tab} />}
      {tab === 'classworks' && <ClassworkList classId={classId} />}
      {tab === 'attendance' && <AttendanceList classId={classId} />}
    </Stack>
  );
}
