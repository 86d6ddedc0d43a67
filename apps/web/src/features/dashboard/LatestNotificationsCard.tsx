/** The latest five notifications (SPEC.md §9: dashboard latest lists hold 5 items). */
import { Anchor, Card, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notificationTarget } from '../notifications/filters';
import { NotificationList } from '../notifications/NotificationList';
import { useNotificationList, useOpenNotification } from '../notifications/queries';

export const DASHBOARD_LATEST_COUNT = 5;

export function LatestNotificationsCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useNotificationList({ skip: 0, limit: DASHBOARD_LATEST_COUNT });
  const open = useOpenNotification((notification) => {
    const target = notificationTarget(notification);
    if (target) void navigate(target);
  });
  return (
    <Card withBorder radius="md" p={0}>
      <Group justify="space-between" p="lg" pb="sm">
        <Title order={2} fz="md">
          {t('dashboard.latestTitle')}
        </Title>
        <Anchor component={Link} to="/notification" size="sm">
          {t('notifications.viewAll')}
        </Anchor>
      </Group>
      <NotificationList
        items={list.data?.data}
        loading={list.isPending}
        onOpen={(notification) => open.mutate(notification)}
        openingId={open.isPending ? open.variables.id : undefined}
      />
    </Card>
  );
}
