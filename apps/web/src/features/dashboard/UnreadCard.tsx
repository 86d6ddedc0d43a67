/** The unread notification count, linking to the notification page. */
import { Card, Group, Skeleton, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadCount } from '../notifications/queries';

export function UnreadCard() {
  const { t } = useTranslation();
  const count = useUnreadCount();
  return (
    <UnstyledButton component={Link} to="/notification">
      <Card withBorder radius="md" p="lg">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text size="sm" c="dimmed">
              {t('dashboard.unreadTitle')}
            </Text>
            {count === undefined ? (
              <Skeleton h={32} w={48} mt={4} />
            ) : (
              <Text fz={32} fw={700} lh={1.2} data-testid="dashboard-unread-count">
                {count}
              </Text>
            )}
          </div>
          <ThemeIcon size={48} radius="md" variant="light" color={count ? 'red' : 'blue'}>
            <IconBell size={26} aria-hidden />
          </ThemeIcon>
        </Group>
      </Card>
    </UnstyledButton>
  );
}
