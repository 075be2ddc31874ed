import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OVERALL_LOW_SHARE, type OverallScore } from '@backoffice/contract';
import { EmptyState } from '@/components/empty-state';
import { formatNumber } from '@/lib/format';
import { overallQueries } from '../api/overall-api';

const TABS = ['homework', 'quizzes', 'exams'] as const;

/** Orange below half of the max, green otherwise (no colour without a score). */
export const scoreColour = (item: OverallScore) =>
  item.score === null ? 'text.secondary' : item.score < item.max_score * OVERALL_LOW_SHARE ? 'warning.main' : 'success.main';

/** One student's items by tab HOMEWORK, QUIZZES, EXAMS: name and score out of max. */
export function StudentScoresDialog({
  classId,
  student,
  onClose,
}: {
  classId: number;
  student: { id: number; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<(typeof TABS)[number]>('homework');
  const detail = useQuery(overallQueries.student(classId, student.id));
  const items = detail.data?.[tab] ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="overall-student-title">
      <DialogTitle id="overall-student-title">{student.name}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_, value) => setTab(value)} variant="fullWidth">
          {TABS.map((key) => (
            <Tab key={key} value={key} label={t(`overall.tabs.${key}`)} />
          ))}
        </Tabs>
        <Box role="tabpanel" sx={{ minHeight: 160 }}>
          {detail.data && items.length === 0 ? (
            <EmptyState text={t('overall.noItems')} />
          ) : (
            <List dense>
              {items.map((item) => (
                <ListItem
                  key={item.id}
                  divider
                  secondaryAction={
                    <Typography fontWeight={700} color={scoreColour(item)} data-testid="overall-score">
                      {item.score === null
                        ? t('overall.noScore')
                        : t('overall.scoreOf', { score: formatNumber(item.score), max: formatNumber(item.max_score) })}
                    </Typography>
                  }
                >
                  <ListItemText primary={item.name} />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
