/** /edit-account: profile details beside the avatar, a link to change the email, then two-factor sign-in and one's sessions. */
import { Anchor, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can } from '@ledgerdesk/domain';
import { PageHeader } from '../../ui/PageHeader';
import { useAuthState } from '../auth/session';
import { SessionsCard } from '../security/SessionsCard';
import { TwoFactorCard } from '../security/TwoFactorCard';
import { useMe } from './api';
import { AvatarCard } from './AvatarCard';
import { ProfileForm } from './ProfileForm';

export default function EditAccountPage() {
  const { t } = useTranslation();
  const me = useMe();
  const { roleId } = useAuthState();
  return (
    <Stack gap={0} maw={1040}>
      <PageHeader title={t('account.editTitle')} description={t('account.editSubtitle')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" p="lg" h="100%">
            <Title order={2} fz="md" mb="md">
              {t('account.avatarTitle')}
            </Title>
            {me.data ? <AvatarCard me={me.data} /> : <Skeleton circle h={112} mx="auto" />}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" p="lg">
            <Title order={2} fz="md" mb="md">
              {t('account.detailsTitle')}
            </Title>
            {me.data ? (
              <ProfileForm key={me.data.id} me={me.data} />
            ) : (
              <Stack gap="md" role="status" aria-busy="true" aria-label={t('common.loading')}>
                <Skeleton h={56} />
                <Skeleton h={56} />
                <Skeleton h={56} />
              </Stack>
            )}
          </Card>
          <Group mt="md" gap="xs">
            <Text size="sm" c="dimmed">
              {t('account.emailChangeHint')}
            </Text>
            <Anchor component={Link} to="/change-email" size="sm">
              {t('nav.changeEmail')}
            </Anchor>
          </Group>
        </Grid.Col>
      </Grid>
      <Stack gap="lg" mt="lg">
        {can(roleId, 'account:two-factor') && <TwoFactorCard />}
        <SessionsCard />
      </Stack>
    </Stack>
  );
}
