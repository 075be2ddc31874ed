import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseEvent } from '@backoffice/contract';

type EventCardProps = { event: CourseEvent; onEdit: (event: CourseEvent) => void; onDelete: (event: CourseEvent) => void };

/** One event in a day of the course calendar: name, description and a menu to Edit or Delete. */
export function EventCard({ event, onEdit, onDelete }: EventCardProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: (event: CourseEvent) => void) => {
    setAnchor(null);
    action(event);
  };
  return (
    <Paper
      variant="outlined"
      aria-label={event.name}
      sx={{ p: 0.75, pl: 1, bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.dark' }}
    >
      <Stack direction="row" alignItems="flex-start" spacing={0.5}>
        <Stack sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="body2" fontWeight={700} noWrap dir="auto" title={event.name}>
            {event.name}
          </Typography>
          <Typography variant="caption" dir="auto" sx={{ opacity: 0.9, overflowWrap: 'anywhere', textAlign: 'left' }}>
            {event.description}
          </Typography>
        </Stack>
        <IconButton
          size="small"
          aria-label={t('courses.courseCalendar.actionsOf', { name: event.name })}
          onClick={(click) => setAnchor(click.currentTarget)}
          sx={{ color: 'inherit', p: 0.25 }}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose(onEdit)}>{t('common.edit')}</MenuItem>
        <MenuItem onClick={() => choose(onDelete)} sx={{ color: 'error.main' }}>
          {t('common.delete')}
        </MenuItem>
      </Menu>
    </Paper>
  );
}
