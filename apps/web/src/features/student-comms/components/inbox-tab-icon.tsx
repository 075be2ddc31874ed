import { useQuery } from '@tanstack/react-query';
import { Icon } from '@/components/light/icons';
import { unreadQuery } from '../api/student-unread-api';

/** The Inbox tab's icon with the number of unread notifications (none shown at 0), drawn without MUI. */
export function InboxTabIcon() {
  const unread = useQuery(unreadQuery());
  return (
    <span className="lt-badge" data-testid="inbox-unread">
      <Icon name="notifications" />
      {Boolean(unread.data) && <span className="lt-badge__count">{unread.data! > 99 ? '99+' : unread.data}</span>}
    </span>
  );
}
