/** The newest approved report beside the previous one, with the figures that differ highlighted. */
import type { ReportType } from '@ledgerdesk/domain';
import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changedCells } from './compareView';
import { DrillDrawer } from './DrillDrawer';
import { useLocks } from './lockQueries';
import { lockedPair } from './lockStatus';
import { periodLabel, reportModel } from './reportModels';
import { ReportTable } from './ReportTable';
import type { Drill } from './reportTable';

export function CompareView({ businessId, type, startMonth }: { businessId: string; type: ReportType; startMonth: number }) {
  const { t } = useTranslation();
  const locks = useLocks(businessId, type);
  const [drill, setDrill] = useState<Drill | null>(null);
  const pair = lockedPair(locks.data ?? []);
  const models = useMemo(() => {
    if (!pair) return null;
    const [newest, previous] = pair.map((lock) => (lock.snapshot ? reportModel(lock.snapshot, { t, startMonth }) : null));
    return newest && previous ? { newest, previous, changed: changedCells(newest, previous) } : null;
  }, [pair, t, startMonth]);
  if (locks.isPending) return null;
  if (!pair || !models) {
    return (
      <Alert color="gray" data-testid="compare-view">
        {t('reports.compareView.needTwo')}
      </Alert>
    );
  }
  const [newest, previous] = pair;
  return (
    <Stack gap="sm" data-testid="compare-view">
      <Text size="sm" c="dimmed">
        {t('reports.compareView.legend')}
      </Text>
      <SimpleGrid cols={2} spacing="lg">
        <Stack gap="xs">
          <Title order={2} fz="md">
            {t('reports.compareView.newest', { period: periodLabel(newest, startMonth) })}
          </Title>
          <ReportTable
            model={models.newest}
            caption={t('reports.compareView.newest', { period: periodLabel(newest, startMonth) })}
            onDrill={setDrill}
            changed={models.changed}
          />
        </Stack>
        <Stack gap="xs">
          <Title order={2} fz="md">
            {t('reports.compareView.previous', { period: periodLabel(previous, startMonth) })}
          </Title>
          <ReportTable
            model={models.previous}
            caption={t('reports.compareView.previous', { period: periodLabel(previous, startMonth) })}
            onDrill={setDrill}
          />
        </Stack>
      </SimpleGrid>
      <DrillDrawer businessId={businessId} drill={drill} onClose={() => setDrill(null)} />
    </Stack>
  );
}
