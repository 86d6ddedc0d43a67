/** The client's latest activity: the audit entries of its detail answer (staff only). */
import { Card, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';
import type { ClientDetail } from './api';

const ACTIONS = {
  'client.created': 'clients.activity.created',
  'client.updated': 'clients.activity.updated',
  'client.archived': 'clients.activity.archived',
  'client.restored': 'clients.activity.restored',
  'client.activated': 'clients.activity.activated',
  'client.deactivated': 'clients.activity.deactivated',
  'client.supervisor_assigned': 'clients.activity.supervisorAssigned',
  'client.case_manager_assigned': 'clients.activity.caseManagerAssigned',
  'client.tag_added': 'clients.activity.tagAdded',
  'client.tags_set': 'clients.activity.tagsSet',
  'client.portal_user_invited': 'clients.activity.portalUserInvited',
  'business.created': 'clients.activity.businessCreated',
} as const;

const isKnown = (action: string): action is keyof typeof ACTIONS => action in ACTIONS;

/** The name an entry is about, when its record has one (a business added to the client). */
const nameIn = (after: unknown): string => {
  const name = typeof after === 'object' && after !== null && 'name' in after ? after.name : undefined;
  return typeof name === 'string' ? name : '';
};

export function ClientActivityCard({ activity }: { activity: ClientDetail['activity'] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={2} fz="h4" mb="md">
        {t('clients.page.activity')}
      </Title>
      {activity.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('clients.page.noActivity')}
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} active={activity.length}>
          {activity.map((entry) => (
            <Timeline.Item
              key={entry.id}
              title={isKnown(entry.action) ? t(ACTIONS[entry.action], { name: nameIn(entry.after) }) : entry.action}
            >
              <Text size="xs" c="dimmed">
                {t('clients.page.byWhom', { name: entry.actorName ?? t('clients.page.system'), when: formatDateTime(entry.createdAt) })}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
