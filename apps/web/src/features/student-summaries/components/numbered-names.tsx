import { Chip, LinearProgress, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { formatNumber } from '@/lib/format';

type NumberedNamesProps = { title: string; count?: number; names: { id: number; name: string }[]; isLoading: boolean };

/** A titled, numbered list of student names. */
export function NumberedNames({ title, count, names, isLoading }: NumberedNamesProps) {
  const { t } = useTranslation();
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2 }}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {count !== undefined && (
          <Chip
            size="small"
            color="primary"
            label={formatNumber(count, 0)}
            aria-label={t('student-summaries.countOf', { title, count: formatNumber(count, 0) })}
          />
        )}
      </Stack>
      {isLoading && <LinearProgress aria-label={t('common.loading')} />}
      {!isLoading && names.length === 0 && <EmptyState text={t('student-summaries.noStudents')} />}
      <List dense disablePadding component="ol">
        {names.map((student, index) => (
          <ListItem key={student.id} divider>
            <ListItemText primary={`${index + 1}. ${student.name}`} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
