/** Greets the signed-in user by name, with their role and today's date. */
import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate, fullName } from '@ledgerdesk/domain';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AuthState } from '../auth/session';
import { useRoleName } from '../roles/roles';

function greetingKey(hour: number) {
  if (hour < 12) return 'dashboard.greetingMorning' as const;
  if (hour < 18) return 'dashboard.greetingAfternoon' as const;
  return 'dashboard.greetingEvening' as const;
}

export function GreetingCard({ auth }: { auth: AuthState }) {
  const { t } = useTranslation();
  const roleName = useRoleName(auth.roleId);
  const now = dayjs();
  const name = fullName(auth.profile) || t('header.unnamedUser');
  const today = `${now.format('dddd')}, ${formatDate(now.format('YYYY-MM-DD'))}`;
  return (
    <Card withBorder radius="md" p="lg" bg="light-dark(var(--mantine-color-blue-0), var(--mantine-color-dark-6))">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6}>
          <Title order={1} fz="h2">
            {t(greetingKey(now.hour()), { name })}
          </Title>
          <Text c="dimmed">{t('dashboard.subtitle')}</Text>
        </Stack>
        <Stack gap={6} align="flex-end">
          {roleName === undefined ? (
            <Skeleton h={22} w={110} radius="xl" />
          ) : (
            <Badge size="lg" variant="light" data-testid="dashboard-role">
              {roleName}
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {today.charAt(0).toUpperCase() + today.slice(1)}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
