import { Chip, LinearProgress, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { EmptyState } from '@/components/empty-state';

type NumberedNamesProps = { title: string; count?: number; names: { id: number; name: string }[]; isLoading: boolean };

/** A titled, numbered list of student names. */
export function NumberedNames({ title, count, names, isLoading }: NumberedNamesProps) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2 }}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {count !== undefined && <Chip size="small" color="primary" label={count} aria-label={`${title}: ${count}`} />}
      </Stack>
      {isLoading && <LinearProgress aria-label="Loading" />}
      {!isLoading && names.length === 0 && <EmptyState text="No Students Found" />}
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
