/** "Matches 42 of 1,310 lines": the conditions so far counted by the server a moment after typing stops. */
import type { RuleDraft, RunTarget } from '@ledgerdesk/domain';
import { Badge, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { countRule } from './api';

export function LiveCount({ draft, target }: { draft: RuleDraft | null; target: RunTarget }) {
  const { t, i18n } = useTranslation();
  const current = draft && { draft, target };
  const [request] = useDebouncedValue(current, 500);
  const settling = JSON.stringify(request) !== JSON.stringify(current);
  const count = useQuery({
    queryKey: ['coding', 'count', request],
    queryFn: ({ signal }) => (request ? countRule(request.draft, request.target, signal) : null),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  const number = (n: number) => n.toLocaleString(i18n.language);
  if (!draft)
    return (
      <Badge variant="light" color="gray" size="lg">
        {t('coding.count.incomplete')}
      </Badge>
    );
  if (count.isError)
    return (
      <Badge variant="light" color="red" size="lg">
        {t('coding.count.failed')}
      </Badge>
    );
  if (!count.data)
    return (
      <Badge variant="light" color="gray" size="lg" leftSection={<Loader size={12} />}>
        {t('coding.count.counting')}
      </Badge>
    );
  return (
    <Badge
      variant="light"
      color="blue"
      size="lg"
      role="status"
      aria-label={t('coding.count.label')}
      rightSection={count.isFetching || settling ? <Loader size={12} /> : undefined}
    >
      {t('coding.count.matches', { matched: number(count.data.matched), total: number(count.data.total) })}
    </Badge>
  );
}
