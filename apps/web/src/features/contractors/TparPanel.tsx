/**
 * The TPAR of one financial year (1 July to 30 June): per contractor every ABN quoted, address,
 * gross paid, GST and tax withheld, with the no-ABN flag; CSV, XLSX and the ATO's electronic
 * file; and the year's linked payments, each of which can be unlinked.
 */
import { formatAbn, formatCents, tparYearOf } from '@ledgerdesk/domain';
import { ActionIcon, Badge, Button, Card, Group, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileText, IconUnlink } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../app/notify';
import { downloadTpar, fetchPayments, fetchTpar, unlinkPayment } from './api';
import { TparFileModal } from './TparFileModal';

const yearLabel = (yearEnd: number) => `${yearEnd - 1}–${String(yearEnd).slice(2)}`;

export function TparPanel({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = tparYearOf(dayjs().format('YYYY-MM-DD'));
  // The report is lodged for the year just ended (due 28 August), so that year comes first.
  const [year, setYear] = useState(current - 1);
  const [fileOpen, setFileOpen] = useState(false);
  const tpar = useQuery({
    queryKey: ['contractors', businessId, 'tpar', year],
    queryFn: ({ signal }) => fetchTpar(businessId, year, signal),
  });
  const payments = useQuery({
    queryKey: ['contractors', businessId, 'payments', year],
    queryFn: ({ signal }) => fetchPayments(businessId, year, signal),
  });
  const exportFile = useMutation({
    mutationFn: (format: 'csv' | 'xlsx') => downloadTpar(businessId, year, format),
    onError: (error) => showError(error),
  });
  const unlink = useMutation({
    mutationFn: (transactionId: string) => unlinkPayment(businessId, transactionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contractors', businessId] }),
    onError: (error) => showError(error),
  });
  const years = Array.from({ length: 7 }, (_, i) => current - i).map((y) => ({ value: String(y), label: yearLabel(y) }));
  const rows = tpar.data?.rows ?? [];

  return (
    <Stack gap="md">
      <Card withBorder>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <Select
              label={t('contractors.tpar.year')}
              data={years}
              value={String(year)}
              onChange={(v) => v && setYear(Number(v))}
              allowDeselect={false}
              w={180}
            />
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                disabled={rows.length === 0}
                loading={exportFile.isPending && exportFile.variables === 'csv'}
                onClick={() => exportFile.mutate('csv')}
              >
                CSV
              </Button>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                disabled={rows.length === 0}
                loading={exportFile.isPending && exportFile.variables === 'xlsx'}
                onClick={() => exportFile.mutate('xlsx')}
              >
                XLSX
              </Button>
              <Button leftSection={<IconFileText size={16} aria-hidden />} disabled={rows.length === 0} onClick={() => setFileOpen(true)}>
                {t('contractors.tpar.atoFile')}
              </Button>
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {t('contractors.tpar.period', { from: tpar.data?.from ?? `${year - 1}-07-01`, to: tpar.data?.to ?? `${year}-06-30` })}
          </Text>
          {tpar.isPending && <Skeleton h={120} />}
          {tpar.isError && <Text c="red">{t('contractors.loadFailed')}</Text>}
          {tpar.data && rows.length === 0 && <Text c="dimmed">{t('contractors.tpar.empty')}</Text>}
          {rows.length > 0 && tpar.data && (
            <Table striped aria-label={t('contractors.tpar.title', { year: yearLabel(year) })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('contractors.list.name')}</Table.Th>
                  <Table.Th>{t('contractors.tpar.abns')}</Table.Th>
                  <Table.Th>{t('contractors.list.address')}</Table.Th>
                  <Table.Th ta="right">{t('contractors.tpar.gross')}</Table.Th>
                  <Table.Th ta="right">{t('contractors.tpar.gst')}</Table.Th>
                  <Table.Th ta="right">{t('contractors.tpar.withheld')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.contractorId}>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        {r.abns.map((abn) => (
                          <Text key={abn} size="sm">
                            {formatAbn(abn)}
                          </Text>
                        ))}
                        {r.noAbn && (
                          <Badge color="orange" variant="light" title={t('contractors.noAbnHint')}>
                            {t('contractors.tpar.noAbnFlag')}
                          </Badge>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      {[r.address.line1, r.address.suburb, r.address.state, r.address.postcode].filter(Boolean).join(', ')}
                    </Table.Td>
                    <Table.Td ta="right">{formatCents(r.gross)}</Table.Td>
                    <Table.Td ta="right">{formatCents(r.gst)}</Table.Td>
                    <Table.Td ta="right">{formatCents(r.taxWithheld)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr fw={700}>
                  <Table.Td colSpan={3}>{t('contractors.tpar.total')}</Table.Td>
                  <Table.Td ta="right">{formatCents(tpar.data.totals.gross)}</Table.Td>
                  <Table.Td ta="right">{formatCents(tpar.data.totals.gst)}</Table.Td>
                  <Table.Td ta="right">{formatCents(tpar.data.totals.taxWithheld)}</Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          )}
        </Stack>
      </Card>
      <Card withBorder>
        <Stack gap="sm">
          <Text fw={600}>{t('contractors.tpar.payments')}</Text>
          {payments.isPending && <Skeleton h={80} />}
          {payments.data?.length === 0 && <Text c="dimmed">{t('contractors.tpar.noPayments')}</Text>}
          {payments.data && payments.data.length > 0 && (
            <Table aria-label={t('contractors.tpar.payments')}>
              <Table.Tbody>
                {payments.data.map((p) => (
                  <Table.Tr key={p.transactionId}>
                    <Table.Td>{p.date}</Table.Td>
                    <Table.Td>{p.description}</Table.Td>
                    <Table.Td>{p.contractorName}</Table.Td>
                    <Table.Td>{p.abn ? formatAbn(p.abn) : t('contractors.noAbn')}</Table.Td>
                    <Table.Td ta="right">{formatCents(Math.abs(p.amount))}</Table.Td>
                    <Table.Td ta="right">
                      {p.taxWithheld > 0 ? t('contractors.tpar.withheldAmount', { amount: formatCents(p.taxWithheld) }) : ''}
                    </Table.Td>
                    <Table.Td w={50}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('contractors.tpar.unlink', { line: p.description })}
                        loading={unlink.isPending && unlink.variables === p.transactionId}
                        onClick={() => unlink.mutate(p.transactionId)}
                      >
                        <IconUnlink size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Card>
      {fileOpen && <TparFileModal businessId={businessId} year={year} opened onClose={() => setFileOpen(false)} />}
    </Stack>
  );
}
