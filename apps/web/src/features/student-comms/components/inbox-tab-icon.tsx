import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { studentCommsQueries } from '../api/student-comms-api';

/** The Inbox tab's icon with the number of unread notifications (none shown at 0). */
export function InboxTabIcon() {
  const unread = useQuery(studentCommsQueries.unread());
  // no badge at all at 0: a hidden MUI badge keeps its last number in the page
  if (!unread.data) return <NotificationsIcon data-testid="inbox-unread" />;
  return (
    <Badge badgeContent={unread.data} color="error" max={99} data-testid="inbox-unread">
      <NotificationsIcon />
    </Badge>
  );
}
