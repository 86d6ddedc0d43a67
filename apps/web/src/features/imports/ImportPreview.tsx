/** The server's preview (max 800px wide): what it read and left out, then the rows with duplicates marked. */
import { Badge, Stack, Table, Text } from '@mantine/core';
import { formatMoney, formatDate } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import type { Preview } from './api';
import { PreviewSummary } from './PreviewSummary';

export const PREVIEW_MAX_WIDTH = 800;

export function ImportPreview({ preview }: { preview: Preview }) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents);
  return (
    <Stack gap="sm" maw={PREVIEW_MAX_WIDTH} data-testid="import-preview">
      <PreviewSummary preview={preview} />
      <Table.ScrollContainer minWidth={600} maxHeight={420}>
        <Table aria-label={t('imports.previewLabel')} stickyHeader striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={110}>{t('imports.columns.date')}</Table.Th>
              <Table.Th>{t('imports.columns.description')}</Table.Th>
              <Table.Th w={130} ta="right">
                {t('imports.columns.amount')}
              </Table.Th>
              <Table.Th w={110}>{t('imports.columns.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((row, index) => (
              <Table.Tr key={`${row.line ?? 'x'}-${index}`} c={row.duplicate ? 'dimmed' : undefined}>
                <Table.Td>{formatDate(row.date)}</Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {row.description}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" ff="monospace" c={row.amount < 0 ? 'red' : undefined}>
                  {money(row.amount)}
                </Table.Td>
                <Table.Td>
                  {row.duplicate ? (
                    <Badge color="orange">{t('imports.duplicate')}</Badge>
                  ) : (
                    <Badge color="teal" variant="light">
                      {t('imports.new')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
