import {
  Avatar,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { formatNumber } from '@/lib/format';
import { classOptionsQuery } from '@/lib/select-options';
import { dashboardQueries } from '../api/dashboard-api';

/** The five best students of a chosen class (the first class is chosen at first). */
export function TopStudents() {
  const { t } = useTranslation();
  const classes = useQuery(classOptionsQuery());
  const [classId, setClassId] = useState<number | null>(null);
  const firstClass = classes.data?.[0]?.value ?? null;
  useEffect(() => {
    if (classId === null && firstClass !== null) setClassId(firstClass);
  }, [classId, firstClass]);
  const top = useQuery(dashboardQueries.top(classId));
  const rows = top.data ?? [];
  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" alignItems={{ sm: 'center' }} spacing={1}>
          <Typography variant="h6" component="h2">
            {t('dashboard.topStudents')}
          </Typography>
          <TextField
            select
            size="small"
            label={t('dashboard.class')}
            value={classId !== null && classes.data?.some((c) => c.value === classId) ? String(classId) : ''}
            onChange={(event) => setClassId(Number(event.target.value))}
            sx={{ minWidth: 220 }}
          >
            {(classes.data ?? []).map((option) => (
              <MenuItem key={option.value} value={String(option.value)}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {!top.isFetching && rows.length === 0 ? (
          <EmptyState text={t('dashboard.noStudents')} />
        ) : (
          <TableContainer>
            <Table size="small" data-testid="top-students">
              <TableHead>
                <TableRow>
                  <TableCell>{t('dashboard.columns.rank')}</TableCell>
                  <TableCell>{t('dashboard.columns.name')}</TableCell>
                  <TableCell>{t('dashboard.columns.avatar')}</TableCell>
                  <TableCell>{t('dashboard.columns.email')}</TableCell>
                  <TableCell>{t('dashboard.columns.school')}</TableCell>
                  <TableCell align="right">{t('dashboard.columns.score')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((student) => (
                  <TableRow key={student.id}>
                    <TableCell>{student.rank}</TableCell>
                    <TableCell>{student.name}</TableCell>
                    <TableCell>
                      <Avatar src={student.avatar ?? undefined} alt={student.name} sx={{ width: 32, height: 32 }}>
                        {student.name.slice(0, 1)}
                      </Avatar>
                    </TableCell>
                    <TableCell>{student.email}</TableCell>
                    <TableCell>{student.schoolName ?? ''}</TableCell>
                    <TableCell align="right">
                      {t('dashboard.percent', { value: formatNumber(student.score, 2, { fixed: true }) })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
