import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Button,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Note, NoteKind } from '@backoffice/contract';
import { useConfirmDelete } from '@/components/use-confirm-delete';
import { EmptyState } from '@/components/empty-state';
import { formatDateTime } from '@/lib/format';
import { notesQueries, useDeleteNote, type NoteOwner } from '../api/notes-api';
import { NoteFormDialog } from './note-form-dialog';

type NotesPanelProps = { owner: NoteOwner; kind: NoteKind; title: string };

const shortText = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** One notes list (notes, dropped or transfers) of a class or a center: add, edit, delete. */
export function NotesPanel({ owner, kind, title }: NotesPanelProps) {
  const { t } = useTranslation();
  const notes = useQuery(notesQueries.list(owner, kind));
  const deleteNote = useDeleteNote(owner, kind);
  const [editing, setEditing] = useState<{ note: Note | null } | null>(null);
  const deletion = useConfirmDelete<Note>({ mutation: deleteNote, nameOf: (note) => shortText(note.note) });

  const rows = notes.data?.data ?? [];
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setEditing({ note: null })}>
          {t('student-summaries.notesPanel.add')}
        </Button>
      </Stack>
      {notes.isFetching && <LinearProgress aria-label={t('common.loading')} />}
      {!notes.isPending && rows.length === 0 && <EmptyState text={t('student-summaries.notesPanel.empty')} />}
      <List dense disablePadding>
        {rows.map((note) => (
          <ListItem
            key={note.id}
            divider
            secondaryAction={
              <Stack direction="row" spacing={0.5}>
                <Tooltip title={t('common.edit')}>
                  <IconButton
                    size="small"
                    aria-label={t('student-summaries.notesPanel.editNote', { text: shortText(note.note) })}
                    onClick={() => setEditing({ note })}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('common.delete')}>
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={t('student-summaries.notesPanel.deleteNote', { text: shortText(note.note) })}
                    onClick={() => deletion.ask(note)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            }
            sx={{ pr: 12 }}
          >
            <ListItemText
              primary={note.note}
              secondary={[
                note.reason ? t('student-summaries.notesPanel.reason', { reason: note.reason }) : null,
                formatDateTime(note.createdAt),
              ]
                .filter(Boolean)
                .join(t('student-summaries.notesPanel.separator'))}
              // A note keeps its own direction (an English note in the Arabic screen ends with its full stop), aligned to the screen's side.
              slotProps={{ primary: { dir: 'auto', sx: { whiteSpace: 'pre-wrap', textAlign: 'left' } } }}
            />
          </ListItem>
        ))}
      </List>
      <NoteFormDialog
        open={editing !== null}
        owner={owner}
        kind={kind}
        note={editing?.note ?? null}
        onClose={() => setEditing(null)}
      />
      {deletion.dialog}
    </Paper>
  );
}
