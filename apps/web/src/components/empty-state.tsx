import InboxIcon from '@mui/icons-material/Inbox';
import { Stack, Typography } from '@mui/material';

export function EmptyState({ text }: { text: string }) {
  return (
    <Stack alignItems="center" spacing={1} sx={{ py: 6, color: 'text.secondary' }}>
      <InboxIcon fontSize="large" />
      <Typography>{text}</Typography>
    </Stack>
  );
}
