/** The saved reports of a business: open one in the builder, or copy a link to embed it. */
import { formatDate } from '@ledgerdesk/domain';
import { Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { formatDateTime } from '../../ui/format';
import { createEmbedLink, listDrivenReports, type SavedReport } from './drivenApi';

export function SavedReports({ businessId, onOpen }: { businessId: string; onOpen: (report: SavedReport) => void }) {
  const { t } = useTranslation();
  const saved = useQuery({ queryKey: ['reports', 'driven', businessId], queryFn: () => listDrivenReports(businessId) });
  const link = useMutation({
    mutationFn: async (id: string) => {
      const created = await createEmbedLink(id);
      await navigator.clipboard.writeText(created.url);
      return created;
    },
    onSuccess: (created) => showSuccess(t('reports.driven.linkCopied', { date: formatDateTime(created.expiresAt) })),
    onError: (error) => showError(error),
  });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="saved-reports-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="saved-reports-title">
          {t('reports.driven.list')}
        </Title>
        {saved.isPending && <Skeleton h={80} />}
        {saved.data?.length === 0 && <Text c="dimmed">{t('reports.driven.empty')}</Text>}
        {saved.data && saved.data.length > 0 && (
          <Table aria-label={t('reports.driven.list')}>
            <Table.Tbody>
              {saved.data.map((report) => (
                <Table.Tr key={report.id}>
                  <Table.Td fw={600}>{report.name}</Table.Td>
                  <Table.Td>{t(`reports.types.${report.definition.type}.title`)}</Table.Td>
                  <Table.Td>{`${formatDate(report.resolvedPeriod.from)} – ${formatDate(report.resolvedPeriod.to)}`}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => onOpen(report)}>
                        {t('reports.driven.open')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconLink size={14} aria-hidden />}
                        loading={link.isPending && link.variables === report.id}
                        onClick={() => link.mutate(report.id)}
                      >
                        {t('reports.driven.copyLink')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
