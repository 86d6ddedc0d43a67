/**
 * A report on the report layout: title, downloads and extra actions in the top bar, the
 * business's ABN, basis and approval, the period controls, the report, and an optional side panel (notes and lock of the edit-report page).
 */
import type { ReportType } from '@ledgerdesk/domain';
import { Box, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportLayout } from '../../app/layouts/ReportLayout';
import { ReportBody } from './ReportBody';
import { ReportControls } from './ReportControls';
import { ReportDetails } from './ReportDetails';
import { ReportDownloads } from './ReportDownloads';
import { UncodedNotice } from './UncodedNotice';
import { BASIS_TYPES } from './reportSearch';
import { useReport } from './useReport';

export interface ReportScreenProps {
  type: ReportType;
  /** Extra top-bar actions, before the downloads. */
  actions?: (report: ReturnType<typeof useReport>) => ReactNode;
  /** A side panel beside the report. */
  aside?: (report: ReturnType<typeof useReport>) => ReactNode;
  /** Content under the report (the compare view). */
  below?: (report: ReturnType<typeof useReport>) => ReactNode;
  /** The downloads as one menu, to leave room for the extra actions. */
  compactDownloads?: boolean;
}

export function ReportScreen({ type, actions, aside, below, compactDownloads = false }: ReportScreenProps) {
  const { t } = useTranslation();
  const state = useReport(type);
  const { businessId, business, startMonth, params, update, report } = state;
  const name = t(`reports.types.${type}.title`);
  return (
    <ReportLayout
      backTo={`/businesses/accounting-report?businessId=${businessId}`}
      backLabel={t('reports.hub.title')}
      title={business.data ? t('reports.titleFor', { report: name, name: business.data.name }) : name}
      actions={
        <>
          {actions?.(state)}
          <ReportDownloads businessId={businessId} type={type} params={params} compact={compactDownloads} />
        </>
      }
    >
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Stack gap="md" flex={1} miw={0}>
          {business.data && (
            <ReportDetails
              businessId={businessId}
              type={type}
              range={params}
              abn={business.data.abn}
              basis={params.basis ?? business.data.gstBasis}
            />
          )}
          <ReportControls params={params} startMonth={startMonth} withBasis={BASIS_TYPES.has(type)} onChange={(patch) => update(patch)} />
          <UncodedNotice businessId={businessId} data={report.data} />
          <ReportBody businessId={businessId} startMonth={startMonth} caption={name} data={report.data} isError={report.isError} />
          {below?.(state)}
        </Stack>
        {aside && (
          <Box w={340} style={{ flexShrink: 0 }}>
            {aside(state)}
          </Box>
        )}
      </Group>
    </ReportLayout>
  );
}
