/** Workload figures of a case manager: businesses, active businesses, distinct clients. */
import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Workload } from './caseManagerApi';

export function WorkloadStats({ workload }: { workload: Workload }) {
  const { t } = useTranslation();
  const figures = [
    { key: 'businesses', label: t('team.caseManager.workload.businesses'), value: workload.businesses },
    { key: 'activeBusinesses', label: t('team.caseManager.workload.activeBusinesses'), value: workload.activeBusinesses },
    { key: 'clients', label: t('team.caseManager.workload.clients'), value: workload.clients },
  ];
  return (
    <SimpleGrid cols={3} spacing="md" component="dl" m={0}>
      {figures.map((figure) => (
        <Card key={figure.key} withBorder radius="md" p="md">
          <Text component="dt" size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text component="dd" m={0} fz={28} fw={700} lh={1.2} data-testid={`workload-${figure.key}`}>
            {figure.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
