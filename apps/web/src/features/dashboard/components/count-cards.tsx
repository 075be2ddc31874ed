import ClassIcon from '@mui/icons-material/Class';
import AssignmentIcon from '@mui/icons-material/Assignment';
import PeopleIcon from '@mui/icons-material/People';
import SchoolIcon from '@mui/icons-material/School';
import { Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@backoffice/contract';
import { formatNumber } from '@/lib/format';

const CARDS = [
  { key: 'students', icon: PeopleIcon },
  { key: 'teachers', icon: SchoolIcon },
  { key: 'classes', icon: ClassIcon },
  { key: 'homeworks', icon: AssignmentIcon },
] as const;

/** Students, Teachers, Classes and Homeworks counts; a dash stands in for a count the server does not know. */
export function CountCards({ data }: { data: Dashboard | undefined }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      {CARDS.map(({ key, icon: Icon }) => {
        const value = data?.[key];
        return (
          <Grid key={key} size={{ xs: 6, md: 3 }}>
            <Card>
              <CardContent>
                <Stack direction="row" spacing={2} alignItems="center">
                  <Icon color="primary" fontSize="large" aria-hidden />
                  <div>
                    <Typography color="text.secondary">{t(`dashboard.cards.${key}`)}</Typography>
                    {data === undefined ? (
                      <Skeleton width={60} height={40} />
                    ) : (
                      <Typography variant="h4" component="p" fontWeight={700} data-testid={`count-${key}`}>
                        {value === null || value === undefined ? t('dashboard.missing') : formatNumber(value, 0)}
                      </Typography>
                    )}
                  </div>
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
