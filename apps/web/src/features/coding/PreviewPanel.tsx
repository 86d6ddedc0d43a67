/**
 * The preview: every line the rule matches, paged and uncapped, each with what the rule would do
 * to it; lines a higher rule takes are listed apart, and the totals cover the whole match.
 */
import { formatMoney, RULE_PREVIEW_OUTCOMES, type RulePreviewLineDto, type RulePreviewRequest } from '@ledgerdesk/domain';
import { Badge, Button, Center, EmptyState, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconEye, IconRefresh } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { previewRule } from './api';
import { OUTCOME_COLORS } from './outcomes';

const PAGE = 50;

interface PreviewPanelProps {
  /** Without paging: a saved rule's id or the editor's draft, and the target. Null while the rule does not read. */
  request: Omit<RulePreviewRequest, 'skip' | 'limit'> | null;
  /** Show the first page straight away (a rule drafted from a line) rather than on the button. */
  runAtOnce?: boolean;
}

export function PreviewPanel({ request, runAtOnce = false }: PreviewPanelProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<{ request: NonNullable<typeof request>; page: number } | null>(() =>
    runAtOnce && request ? { request, page: 1 } : null,
  );
  const preview = useQuery({
    queryKey: ['coding', 'preview', shown],
    queryFn: ({ signal }) => (shown ? previewRule({ ...shown.request, skip: (shown.page - 1) * PAGE, limit: PAGE }, signal) : null),
    enabled: shown !== null,
    placeholderData: keepPreviousData,
  });
  const stale = shown !== null && JSON.stringify(shown.request) !== JSON.stringify(request);
  const answer = preview.data;
  const own = answer?.data.filter((line) => line.outcome !== 'takenByHigherRule') ?? [];
  const taken = answer?.data.filter((line) => line.outcome === 'takenByHigherRule') ?? [];

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} fz="h4">
          {t('coding.preview.title')}
        </Title>
        <Button
          variant={stale || !shown ? 'filled' : 'light'}
          leftSection={shown ? <IconRefresh size={16} /> : <IconEye size={16} />}
          onClick={() => request && setShown({ request, page: 1 })}
          disabled={!request}
          loading={preview.isFetching}
        >
          {shown ? t('coding.preview.refresh') : t('coding.preview.run')}
        </Button>
      </Group>
      {!shown && (
        <Text size="sm" c="dimmed">
          {t('coding.preview.notRun')}
        </Text>
      )}
      {shown && preview.isPending && <Skeleton h={200} />}
      {answer && (
        <>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {t('coding.preview.totals', {
                matched: answer.totals.matched.toLocaleString(),
                share: `${(answer.totals.share * 100).toFixed(1)}%`,
              })}
            </Text>
            {RULE_PREVIEW_OUTCOMES.filter((outcome) => (answer.totals.byOutcome[outcome] ?? 0) > 0).map((outcome) => (
              <Badge key={outcome} variant="light" color={OUTCOME_COLORS[outcome]}>
                {t(`coding.outcome.${outcome}`)}: {(answer.totals.byOutcome[outcome] ?? 0).toLocaleString()}
              </Badge>
            ))}
          </Group>
          {answer.data.length === 0 ? (
            <Center py="md">
              <EmptyState icon={<IconEye />} title={t('coding.preview.empty')} />
            </Center>
          ) : (
            <>
              {own.length > 0 && <PreviewTable lines={own} label={t('coding.preview.tableLabel')} />}
              {taken.length > 0 && (
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    {t('coding.preview.takenTitle')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('coding.preview.takenHelp')}
                  </Text>
                  <PreviewTable lines={taken} label={t('coding.preview.takenTitle')} />
                </Stack>
              )}
            </>
          )}
          {answer.pagination.total > PAGE && (
            <PrevNextPagination
              page={shown?.page ?? 1}
              pageSize={PAGE}
              total={answer.pagination.total}
              onChange={(page) => shown && setShown({ ...shown, page })}
              disabled={preview.isFetching}
            />
          )}
        </>
      )}
    </Stack>
  );
}

function PreviewTable({ lines, label }: { lines: RulePreviewLineDto[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing={6} aria-label={label} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={100}>{t('coding.preview.col.date')}</Table.Th>
            <Table.Th>{t('coding.preview.col.business')}</Table.Th>
            <Table.Th>{t('coding.preview.col.bankAccount')}</Table.Th>
            <Table.Th>{t('coding.preview.col.description')}</Table.Th>
            <Table.Th ta="right">{t('coding.preview.col.amount')}</Table.Th>
            <Table.Th>{t('coding.preview.col.outcome')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={`${line.businessId}:${line.transaction.id}`}>
              <Table.Td>{line.transaction.date}</Table.Td>
              <Table.Td>{line.businessName}</Table.Td>
              <Table.Td>{line.transaction.bankAccountName}</Table.Td>
              <Table.Td>{line.transaction.description}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatMoney(line.transaction.amount)}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={OUTCOME_COLORS[line.outcome]} title={line.detail ?? undefined} miw="max-content">
                  {line.takenBy ? t('coding.preview.takenBy', { name: line.takenBy.name }) : t(`coding.outcome.${line.outcome}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
