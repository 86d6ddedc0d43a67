/** The lines one run changed, paged: each line's coding before and after the run. */
import { formatMoney } from '@ledgerdesk/domain';
import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { RUN_LINES_PAGE, useRunLines } from './queries';

type Coding = { accountCode: string; taxCode: string | null; amount: number }[] | null;

function CodingText({ coding }: { coding: Coding }) {
  const { t } = useTranslation();
  if (!coding || coding.length === 0)
    return (
      <Text span size="sm" c="dimmed">
        {t('coding.view.uncoded')}
      </Text>
    );
  return (
    <>{coding.map((line) => `${line.accountCode}${line.taxCode ? ` (${line.taxCode})` : ''} ${formatMoney(line.amount)}`).join(' · ')}</>
  );
}

export function RunLines({ runId }: { runId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const lines = useRunLines(runId, page);
  if (lines.isPending) return <Skeleton h={80} mt="sm" />;
  const rows = lines.data?.data ?? [];
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed" mt="sm">
        {t('coding.view.noLines')}
      </Text>
    );
  return (
    <Stack gap="xs" mt="sm">
      <Table.ScrollContainer minWidth={720}>
        <Table fz="sm" striped aria-label={t('coding.view.linesLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('coding.preview.col.date')}</Table.Th>
              <Table.Th>{t('coding.preview.col.description')}</Table.Th>
              <Table.Th ta="right">{t('coding.preview.col.amount')}</Table.Th>
              <Table.Th>{t('coding.view.before')}</Table.Th>
              <Table.Th>{t('coding.view.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((line) => (
              <Table.Tr key={line.transaction.id}>
                <Table.Td>{line.transaction.date}</Table.Td>
                <Table.Td>{line.transaction.description}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.transaction.amount)}</Table.Td>
                <Table.Td>
                  <CodingText coding={line.before} />
                </Table.Td>
                <Table.Td>
                  <CodingText coding={line.after} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PrevNextPagination
        page={page}
        pageSize={RUN_LINES_PAGE}
        total={lines.data?.pagination.total ?? 0}
        onChange={setPage}
        disabled={lines.isFetching}
      />
    </Stack>
  );
}
