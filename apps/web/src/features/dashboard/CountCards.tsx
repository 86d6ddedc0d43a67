/** Key figures of the caller's scope: clients, active clients, businesses, and staff for team roles. */
import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore, IconUserCheck, IconUsers, IconUsersGroup, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from './api';

interface Figure {
  key: 'clients' | 'activeClients' | 'businesses' | 'staff';
  icon: Icon;
  color: string;
}

const FIGURES: readonly Figure[] = [
  { key: 'clients', icon: IconUsers, color: 'blue' },
  { key: 'activeClients', icon: IconUserCheck, color: 'teal' },
  { key: 'businesses', icon: IconBuildingStore, color: 'grape' },
  { key: 'staff', icon: IconUsersGroup, color: 'orange' },
];

export function CountCards({ counts, showStaff }: { counts: Dashboard['counts'] | undefined; showStaff: boolean }) {
  const { t } = useTranslation();
  const shown = FIGURES.filter((figure) => showStaff || figure.key !== 'staff');
  return (
    <SimpleGrid cols={{ base: 2, lg: shown.length }} spacing="md" component="section" aria-label={t('dashboard.countsLabel')}>
      {shown.map(({ key, icon: FigureIcon, color }) => (
        <Card key={key} withBorder radius="md" p="lg">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text size="sm" c="dimmed">
                {t(`dashboard.counts.${key}`)}
              </Text>
              {counts ? (
                <Text fz={30} fw={700} lh={1.2} data-testid={`dashboard-count-${key}`}>
                  {counts[key].toLocaleString()}
                </Text>
              ) : (
                <Skeleton h={32} w={64} mt={4} />
              )}
            </div>
            <ThemeIcon size={44} radius="md" variant="light" color={color}>
              <FigureIcon size={24} aria-hidden />
            </ThemeIcon>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
