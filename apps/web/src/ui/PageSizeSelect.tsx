/** The page-size selector of a list (SPEC.md §9: default 10). */
import { Group, Select, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

interface PageSizeSelectProps {
  value: number;
  onChange: (pageSize: number) => void;
  sizes?: readonly number[];
  disabled?: boolean;
}

export function PageSizeSelect({ value, onChange, sizes = PAGE_SIZES, disabled = false }: PageSizeSelectProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" id={labelId} component="label" style={{ whiteSpace: 'nowrap' }}>
        {t('dataTable.rowsPerPage')}
      </Text>
      <Select
        aria-labelledby={labelId}
        size="xs"
        w={84}
        data={sizes.map((size) => String(size))}
        value={String(value)}
        allowDeselect={false}
        disabled={disabled}
        onChange={(next) => next && onChange(Number(next))}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}
