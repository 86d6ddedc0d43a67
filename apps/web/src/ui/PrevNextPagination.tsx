/** Prev / Next pagination with the range shown ("21–40 of 57"). Pages count from 1. */
import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface PrevNextPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}

export function PrevNextPagination({ page, pageSize, total, onChange, disabled = false }: PrevNextPaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" wrap="nowrap" component="nav" aria-label={t('pagination.label')}>
      <Text size="sm" c="dimmed">
        {t('pagination.range', { from, to, total })}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} aria-hidden />}
          disabled={disabled || page <= 1}
          onClick={() => onChange(page - 1)}
        >
          {t('pagination.prev')}
        </Button>
        <Text size="sm" miw={72} ta="center">
          {t('pagination.page', { page, pages })}
        </Text>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} aria-hidden />}
          disabled={disabled || page >= pages}
          onClick={() => onChange(page + 1)}
        >
          {t('pagination.next')}
        </Button>
      </Group>
    </Group>
  );
}
