import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudentClass } from '@backoffice/contract';
import { EmptyState } from '@/components/empty-state';
import { RouteLoading } from '@/components/route-loading';
import { studentWorkQueries } from './api/student-work-api';

/** Course, school and teachers on one line. */
const describeClass = (klass: StudentClass) =>
  [klass.categoryName, klass.schoolName, klass.teachers.join(', ')].filter(Boolean).join(' · ');

/** My classes: one card each, opening the class's work. */
export function StudentClassesPage() {
  const { t } = useTranslation();
  const classes = useQuery(studentWorkQueries.classes());
  if (classes.isPending) return <RouteLoading />;
  return (
    <Stack spacing={1.5}>
      <Typography variant="h5" component="h1">
        {t('student.classes.title')}
      </Typography>
      {classes.data?.length === 0 && <EmptyState text={t('student.classes.empty')} />}
      {classes.data?.map((klass) => (
        <Card key={klass.id} variant="outlined">
          <CardActionArea component={Link} to={`/classes/${klass.id}`}>
            <CardContent>
              <Stack direction="row" alignItems="center" spacing={1}>
                <Stack sx={{ flexGrow: 1, minWidth: 0 }} spacing={0.5}>
                  <Typography variant="h6" component="h2" noWrap>
                    {klass.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {describeClass(klass)}
                  </Typography>
                  <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                    <Chip size="small" label={t('student.classes.myCode', { code: klass.class_user_id })} />
                    {klass.sessions.map((session) => (
                      <Chip
                        key={`${session.weekday}-${session.startTime}`}
                        size="small"
                        variant="outlined"
                        label={`${t(`student.weekdays.${session.weekday}`)} ${session.startTime}`}
                      />
                    ))}
                  </Stack>
                </Stack>
                <ChevronRightIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
              </Stack>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
