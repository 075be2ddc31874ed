import { Box, Checkbox, FormControlLabel, List, ListItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassStudent } from '@backoffice/contract';

type StudentChecklistProps = {
  students: ClassStudent[];
  selected: Set<number>;
  onChange: (selected: Set<number>) => void;
  disabled?: boolean;
};

/** The class's students with a search box and "select all" (of those the search shows). */
export function StudentChecklist({ students, selected, onChange, disabled }: StudentChecklistProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return q ? students.filter((s) => s.name.toLowerCase().includes(q) || s.email.toLowerCase().includes(q)) : students;
  }, [students, search]);
  const allShownTicked = shown.length > 0 && shown.every((s) => selected.has(s.id));
  const someShownTicked = shown.some((s) => selected.has(s.id));

  const toggleAll = () => {
    const next = new Set(selected);
    for (const s of shown) {
      if (allShownTicked) next.delete(s.id);
      else next.add(s.id);
    }
    onChange(next);
  };
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack spacing={1}>
        <Stack direction="row" alignItems="center" justifyContent="space-between">
          <Typography variant="subtitle1" fontWeight={600} component="h2">
            {t('notifications.students')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('notifications.selectedCount', { count: selected.size, total: students.length })}
          </Typography>
        </Stack>
        <TextField
          size="small"
          label={t('notifications.searchStudents')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          disabled={disabled}
        />
        <FormControlLabel
          control={<Checkbox checked={allShownTicked} indeterminate={someShownTicked && !allShownTicked} onChange={toggleAll} />}
          label={t('notifications.selectAll')}
          disabled={disabled || shown.length === 0}
        />
        <Box sx={{ maxHeight: 360, overflowY: 'auto' }}>
          {shown.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 1 }}>
              {t('notifications.noStudents')}
            </Typography>
          ) : (
            <List dense disablePadding>
              {shown.map((student) => (
                <ListItem key={student.id} disablePadding>
                  <FormControlLabel
                    control={<Checkbox checked={selected.has(student.id)} onChange={() => toggle(student.id)} />}
                    label={student.name}
                    disabled={disabled}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
