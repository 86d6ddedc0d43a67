/**
 * The chat menu item's unread count (SPEC.md §2): every channel's news together, kept live by
 * the /chat socket. The menu is on every signed-in screen, so this also keeps the socket open.
 */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session';
import { useUnread } from './queries';
import { useUnreadRealtime } from './realtime';
import { unreadTotal } from './unread';

export function ChatMenuBadge() {
  const { t } = useTranslation();
  const token = useSession()?.accessToken;
  useUnreadRealtime(token);
  const total = unreadTotal(useUnread(Boolean(token)));
  if (total === 0) return null;
  return (
    <Badge size="sm" circle={total < 10} color="red" aria-label={t('chat.unreadLabel', { count: total })} data-testid="chat-unread-total">
      {total > 99 ? '99+' : total}
    </Badge>
  );
}
