/** A report's states: loading, failed, empty, or the table with its drill-down drawer. */
import type { ReportData } from '@ledgerdesk/domain';
import { Alert, Skeleton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyColumns } from './drivenModel';
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
  /** The builder's column choice (none: every column). */
  columns?: readonly string[];
  /** False where the journal lines cannot be fetched (the public embedded report). */
  drillable?: boolean;
}

export function ReportBody({ businessId, startMonth, caption, data, isError, columns = [], drillable = true }: ReportBodyProps) {
  const { t } = useTranslation();
  const [drill, setDrill] = useState<Drill | null>(null);
  const model = useMemo(() => {
    if (!data) return null;
    const chosen = applyColumns(reportModel(data, { t, startMonth }), columns);
    return drillable ? chosen : { ...chosen, rows: chosen.rows.map((row) => ({ ...row, drill: [] })) };
  }, [data, t, startMonth, columns, drillable]);
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
      {drillable && <DrillDrawer businessId={businessId} drill={drill} onClose={() => setDrill(null)} />}
    </>
  );
}
