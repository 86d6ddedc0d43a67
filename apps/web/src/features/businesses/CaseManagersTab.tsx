/** The case managers of a business: who is assigned, with add (assign dialog) and remove. */
import { ActionIcon, Avatar, Button, Card, Group, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { can, initials, type RoleId } from '@ledgerdesk/domain';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Business } from './api';
import { AssignCaseManagersModal } from './AssignCaseManagersModal';
import { useCaseManagers, useRemoveCaseManager } from './caseManagersApi';

export function CaseManagersTab({ business, roleId }: { business: Business; roleId: RoleId }) {
  const { t } = useTranslation();
  const lists = useCaseManagers(business.id);
  const remove = useRemoveCaseManager(business.id);
  const [assigning, setAssigning] = useState(false);
  const canAssign = can(roleId, 'businesses:assign');
  const assigned = lists.data?.assigned ?? [];
  return (
    <Card withBorder radius="md" p="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="h4">
          {t('businesses.caseManagers.title', { count: assigned.length })}
        </Title>
        {canAssign && lists.data && (
          <Button size="xs" leftSection={<IconUserPlus size={14} aria-hidden />} onClick={() => setAssigning(true)}>
            {t('businesses.caseManagers.add')}
          </Button>
        )}
      </Group>
      {lists.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : assigned.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('businesses.caseManagers.none')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('businesses.caseManagers.listLabel')}>
          {assigned.map((member) => {
            const name = `${member.firstName} ${member.lastName}`.trim();
            return (
              <Group key={member.id} component="li" justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <Avatar color="blue" radius="xl" size="md">
                    {initials(member)}
                  </Avatar>
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {member.email}
                    </Text>
                  </Stack>
                </Group>
                {canAssign && (
                  <Tooltip label={t('businesses.caseManagers.remove', { name })}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('businesses.caseManagers.remove', { name })}
                      loading={remove.isPending && remove.variables === member.id}
                      onClick={() => remove.mutate(member.id)}
                    >
                      <IconUserMinus size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
      {lists.data && (
        <AssignCaseManagersModal businessId={business.id} lists={lists.data} opened={assigning} onClose={() => setAssigning(false)} />
      )}
    </Card>
  );
}
