/**
 * /driven-report?businessId=: the report builder. A report is built from a type, a period (a
 * preset that moves with today, or fixed dates), a comparison and the columns to show; it can be
 * previewed, saved, reopened from the saved list, and embedded elsewhere with a signed link.
 */
import { REPORT_COMPARES, type ReportType } from '@ledgerdesk/domain';
import { Button, Card, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconDeviceFloppy, IconEye } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { showError, showSuccess } from '../../app/notify';
import { PageHeader } from '../../ui/PageHeader';
import { useSearchState } from '../../ui/urlState';
import { fetchBusinesses } from '../businesses/api';
import { useBusiness } from '../businesses/queries';
import type { Range } from './api';
import { DrivenPreview } from './DrivenPreview';
import { DRIVEN_COLUMNS, DRIVEN_PRESETS, saveDrivenReport, type DrivenColumn, type DrivenDefinition, type SavedReport } from './drivenApi';
import { columnsFor, presetRange } from './drivenModel';
import { REPORTS } from './reportList';
import { BASIS_TYPES } from './reportSearch';
import { SavedReports } from './SavedReports';
import { today } from './periods';

const searchSchema = z.object({ businessId: z.string().catch('') });
const CUSTOM = 'custom';

interface Draft {
  name: string;
  type: ReportType;
  preset: string;
  from: string;
  to: string;
  compare: DrivenDefinition['compare'];
  columns: DrivenColumn[];
}

const emptyDraft: Draft = {
  name: '',
  type: 'profit-and-loss',
  preset: 'this-financial-year',
  from: today(),
  to: today(),
  compare: 'none',
  columns: [],
};

export default function DrivenReportPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search, update] = useSearchState(searchSchema);
  const business = useBusiness(search.businessId);
  const businesses = useQuery({
    queryKey: ['businesses', 'options', 'driven'],
    queryFn: ({ signal }) => fetchBusinesses({ skip: 0, limit: 100, sort: 'name' }, signal),
  });
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [previewed, setPreviewed] = useState<Draft | null>(null);
  const startMonth = business.data?.financialYearStartMonth ?? 7;
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const definition = (d: Draft): DrivenDefinition => ({
    type: d.type,
    period:
      d.preset === CUSTOM ? { from: d.from, to: d.to } : { preset: DRIVEN_PRESETS.find((p) => p === d.preset) ?? 'this-financial-year' },
    compare: d.compare,
    basis: BASIS_TYPES.has(d.type) ? business.data?.gstBasis : undefined,
    columns: d.columns,
  });
  const range = (d: Draft): Range => {
    const preset = DRIVEN_PRESETS.find((p) => p === d.preset);
    return preset ? presetRange(preset, today(), startMonth) : { from: d.from, to: d.to };
  };
  const save = useMutation({
    mutationFn: () => saveDrivenReport(search.businessId, draft.name.trim(), definition(draft)),
    onSuccess: () => {
      showSuccess(t('reports.driven.saved'));
      void client.invalidateQueries({ queryKey: ['reports', 'driven', search.businessId] });
    },
    onError: (error) => showError(error),
  });
  const open = (saved: SavedReport) => {
    const period = saved.definition.period;
    const next: Draft = {
      name: saved.name,
      type: saved.definition.type,
      preset: 'preset' in period ? period.preset : CUSTOM,
      from: 'from' in period ? period.from : saved.resolvedPeriod.from,
      to: 'to' in period ? period.to : saved.resolvedPeriod.to,
      compare: saved.definition.compare,
      columns: DRIVEN_COLUMNS.filter((column) => saved.definition.columns.includes(column)),
    };
    setDraft(next);
    setPreviewed(next);
  };

  return (
    <Stack gap="md">
      <PageHeader title={t('reports.driven.title')} description={business.data?.name} />
      <Card withBorder padding="lg">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <Select
              label={t('reports.driven.business')}
              data={(businesses.data?.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
              value={search.businessId || null}
              onChange={(businessId) => {
                update({ businessId: businessId ?? '' });
                setPreviewed(null);
              }}
              searchable
            />
            <TextInput
              label={t('reports.driven.name')}
              value={draft.name}
              onChange={(e) => change({ name: e.currentTarget.value })}
              maxLength={120}
            />
            <Select
              label={t('reports.driven.type')}
              data={REPORTS.map((type) => ({ value: type, label: t(`reports.types.${type}.title`) }))}
              value={draft.type}
              onChange={(type) => {
                const next = REPORTS.find((r) => r === type);
                if (next) change({ type: next, columns: [] });
              }}
              allowDeselect={false}
            />
            <Select
              label={t('reports.period.label')}
              data={[
                ...DRIVEN_PRESETS.map((preset) => ({ value: preset, label: t(`reports.driven.presets.${preset}`) })),
                { value: CUSTOM, label: t('reports.period.custom') },
              ]}
              value={draft.preset}
              onChange={(preset) => preset && change({ preset })}
              allowDeselect={false}
            />
            {draft.preset === CUSTOM && (
              <Group grow>
                <DateInput label={t('reports.period.from')} value={draft.from || null} onChange={(from) => change({ from: from ?? '' })} />
                <DateInput label={t('reports.period.to')} value={draft.to || null} onChange={(to) => change({ to: to ?? '' })} />
              </Group>
            )}
            <Select
              label={t('reports.comparison.label')}
              data={REPORT_COMPARES.map((compare) => ({ value: compare, label: t(`reports.comparison.${compare}`) }))}
              value={draft.compare}
              onChange={(compare) => {
                const next = REPORT_COMPARES.find((c) => c === compare);
                if (next) change({ compare: next });
              }}
              allowDeselect={false}
            />
            <MultiSelect
              label={t('reports.driven.columns')}
              placeholder={draft.columns.length === 0 ? t('reports.driven.allColumns') : undefined}
              data={columnsFor(draft.type).map((column) => ({ value: column, label: t(`reports.driven.column.${column}`) }))}
              value={draft.columns}
              onChange={(columns) => change({ columns: DRIVEN_COLUMNS.filter((column) => columns.includes(column)) })}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconEye size={16} aria-hidden />}
              disabled={search.businessId === ''}
              onClick={() => setPreviewed(draft)}
            >
              {t('reports.driven.preview')}
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              disabled={search.businessId === '' || draft.name.trim() === ''}
              loading={save.isPending}
              onClick={() => save.mutate()}
            >
              {t('reports.driven.save')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {previewed && search.businessId !== '' && (
        <DrivenPreview
          businessId={search.businessId}
          startMonth={startMonth}
          type={previewed.type}
          params={{ ...range(previewed), compare: previewed.compare, basis: definition(previewed).basis }}
          caption={previewed.name || t(`reports.types.${previewed.type}.title`)}
          columns={previewed.columns}
        />
      )}
      {search.businessId !== '' && <SavedReports businessId={search.businessId} onOpen={open} />}
    </Stack>
  );
}
