/** One's signed-in sessions (device, address, when), this one marked; sign out of one, or of all the others. */
import { Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../app/notify';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { formatDateTime } from '../../ui/format';
import { useEndSessions, useSessions, type UserSession } from './api';
import { SecurityCard } from './SecurityCard';
import { describeUserAgent } from './userAgent';

function DeviceName({ session }: { session: UserSession }) {
  const { t } = useTranslation();
  const { browser, system } = describeUserAgent(session.userAgent);
  const mobile = system === 'iOS' || system === 'Android';
  const Icon = mobile ? IconDeviceMobile : IconDeviceDesktop;
  const name =
    browser && system
      ? t('security.browserOn', { browser, system })
      : (browser ?? system ?? (session.userAgent || t('security.unknownDevice')));
  return (
    <Group gap="xs" wrap="nowrap">
      <Icon size={18} aria-hidden />
      <Text size="sm" title={session.userAgent} lineClamp={1}>
        {name}
      </Text>
      {session.current && (
        <Badge size="sm" variant="light" color="teal">
          {t('security.thisDevice')}
        </Badge>
      )}
    </Group>
  );
}

export function SessionsCard() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const [confirmAll, setConfirmAll] = useState(false);
  const end = useEndSessions((ended) => {
    setConfirmAll(false);
    showSuccess(t('security.signedOut', { count: ended }));
  });
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  return (
    <SecurityCard
      title={t('security.sessionsTitle')}
      intro={t('security.sessionsIntro')}
      aside={
        <Button variant="default" color="red" disabled={others === 0} onClick={() => setConfirmAll(true)}>
          {t('security.signOutOthers')}
        </Button>
      }
    >
      {!sessions.data ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton h={32} />
          <Skeleton h={32} />
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('security.device')}</Table.Th>
                <Table.Th>{t('security.ip')}</Table.Th>
                <Table.Th>{t('security.signedIn')}</Table.Th>
                <Table.Th>{t('security.lastActive')}</Table.Th>
                <Table.Th aria-label={t('security.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data.map((session) => (
                <Table.Tr key={session.id}>
                  <Table.Td>
                    <DeviceName session={session} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {session.ip}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(session.createdAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(session.lastUsedAt)}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {!session.current && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        loading={end.isPending && end.variables === session.id}
                        onClick={() => end.mutate(session.id)}
                      >
                        {t('security.signOut')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmModal
        opened={confirmAll}
        onClose={() => setConfirmAll(false)}
        onConfirm={() => end.mutate(undefined)}
        title={t('security.signOutOthersTitle')}
        confirmLabel={t('security.signOutOthers')}
        color="red"
        loading={end.isPending}
      >
        {t('security.signOutOthersIntro', { count: others })}
      </ConfirmModal>
    </SecurityCard>
  );
}
