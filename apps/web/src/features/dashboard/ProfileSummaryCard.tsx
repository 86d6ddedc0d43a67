/** The user's profile at a glance, with a link to edit it. */
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { fullName } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGE_NAMES } from '../../i18n/language';
import { UserAvatar } from '../../ui/UserAvatar';
import { useMe } from '../account/api';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} truncate ta="right">
        {value}
      </Text>
    </Group>
  );
}

export function ProfileSummaryCard() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={2} fz="md" mb="md">
        {t('dashboard.profileTitle')}
      </Title>
      {me.data ? (
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <UserAvatar firstName={me.data.firstName} lastName={me.data.lastName} avatar={me.data.avatar} size={48} />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {fullName(me.data) || t('header.unnamedUser')}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {me.data.email}
              </Text>
            </div>
          </Group>
          <Row label={t('account.phone')} value={me.data.phone || t('dashboard.notSet')} />
          <Row label={t('account.language')} value={LANGUAGE_NAMES[me.data.language]} />
          <Button component={Link} to="/edit-account" variant="light" size="xs" mt="xs">
            {t('nav.editAccount')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton h={48} />
          <Skeleton h={16} />
          <Skeleton h={16} />
        </Stack>
      )}
    </Card>
  );
}
