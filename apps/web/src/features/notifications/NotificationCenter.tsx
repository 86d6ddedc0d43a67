/** The full notification page: 20 a page, tabs, 'Mark all as read', Prev / Next. */
import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { NOTIFICATION_PAGE_SIZE } from './api';
import { filterQuery, notificationTarget, type NotificationFilter } from './filters';
import { notificationSearch, parseNotificationSearch } from './notificationSearch';
import { NotificationList } from './NotificationList';
import { NotificationTabs } from './NotificationTabs';
import { useNotificationList, useOpenNotification, useReadAll, useUnreadCount } from './queries';

export function NotificationCenter() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = parseNotificationSearch(params);
  const unread = useUnreadCount();
  const query = { skip: (state.page - 1) * NOTIFICATION_PAGE_SIZE, limit: NOTIFICATION_PAGE_SIZE, ...filterQuery(state) };
  const list = useNotificationList(query);
  const readAll = useReadAll();
  const open = useOpenNotification((notification) => {
    const target = notificationTarget(notification);
    if (target) void navigate(target);
  });

  const changeFilter = (filter: NotificationFilter) => setParams(notificationSearch({ ...filter, page: 1 }));
  const changePage = (page: number) => setParams(notificationSearch({ ...state, page }));

  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz="h2">
            {t('notifications.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {unread === undefined ? t('common.loading') : t('notifications.unreadCount', { count: unread })}
          </Text>
        </div>
        <Button
          leftSection={<IconChecks size={16} aria-hidden />}
          variant="light"
          onClick={() => readAll.mutate()}
          loading={readAll.isPending}
          disabled={unread === 0}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      <Card withBorder radius="md" p={0}>
        <Stack p="md" pb="xs" gap="xs">
          <NotificationTabs filter={state} onChange={changeFilter} />
        </Stack>
        <Divider />
        <NotificationList
          items={list.data?.data}
          loading={list.isPending}
          onOpen={(notification) => open.mutate(notification)}
          openingId={open.isPending ? open.variables.id : undefined}
          skeletonRows={8}
        />
        <Divider />
        <Stack p="md">
          <PrevNextPagination
            page={state.page}
            pageSize={NOTIFICATION_PAGE_SIZE}
            total={list.data?.pagination.total ?? 0}
            onChange={changePage}
            disabled={list.isFetching}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
