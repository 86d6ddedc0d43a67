/** A report's states: loading, failed, empty, or the table with its drill-down drawer. */
import type { ReportData } from '@ledgerdesk/domain';
import { Alert, Skeleton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DrillDrawer } from './DrillDrawer';
import { reportModel } from './reportModels';
import { ReportTable } from './ReportTable';
import type { Drill } from './reportTable';

export interface ReportBodyProps {
  businessId: string;
  startMonth: number;
  caption: string;
  data: ReportData | undefined;
  isError: boolean;
}

export function ReportBody({ businessId, startMonth, caption, data, isError }: ReportBodyProps) {
  const { t } = useTranslation();
  const [drill, setDrill] = useState<Drill | null>(null);
  const model = useMemo(() => (data ? reportModel(data, { t, startMonth }) : null), [data, t, startMonth]);
  if (isError) {
    return (
      <Alert color="red" role="alert" maw={1100}>
        {t('reports.failed')}
      </Alert>
    );
  }
  if (!model) return <Skeleton h={320} maw={1100} aria-label={t('reports.loading')} />;
  return (
    <>
      <ReportTable model={model} caption={caption} onDrill={setDrill} />
      <DrillDrawer businessId={businessId} drill={drill} onClose={() => setDrill(null)} />
    </>
  );
}
