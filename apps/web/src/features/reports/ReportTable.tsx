/**
 * The shared report table: section headings, indented account lines, bold totals, one amount
 * column per period, negative amounts with a leading minus (ADR 0012). Every figure is a button that opens its
 * journal lines, so the drill-down works from the keyboard too.
 */
import { formatMoney } from '@ledgerdesk/domain';
import { Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasFigures, type Drill, type ReportRow, type ReportTableModel } from './reportTable';
import classes from './ReportTable.module.css';

export interface ReportTableProps {
  model: ReportTableModel;
  caption: string;
  onDrill: (drill: Drill) => void;
  /** Cells to mark as changed (row key → column indexes), for the compare view. */
  changed?: ReadonlyMap<string, ReadonlySet<number>>;
}

export function ReportTable({ model, caption, onDrill, changed }: ReportTableProps) {
  const { t } = useTranslation();
  if (!hasFigures(model)) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('reports.table.empty')}
      </Text>
    );
  }
  return (
    <Table withTableBorder aria-label={caption} maw={1100} className={classes.table}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('reports.table.account')}</Table.Th>
          {model.columns.map((column) => (
            <Table.Th key={column.key} ta="right" w={170}>
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {model.rows.map((row) => (
          <Table.Tr key={row.key} data-kind={row.kind} fw={row.kind === 'line' ? undefined : 700}>
            <Table.Td pl={`calc(var(--mantine-spacing-sm) + ${row.depth * 1.5}rem)`}>
              {row.code ? `${row.code} · ${row.label}` : row.label}
            </Table.Td>
            {model.columns.map((column, index) => (
              <Table.Td
                key={column.key}
                ta="right"
                data-changed={changed?.get(row.key)?.has(index) ? 'true' : undefined}
                className={classes.amount}
              >
                <Figure
                  row={row}
                  index={index}
                  columnLabel={column.label}
                  onOpen={() =>
                    onDrill({
                      label: row.label,
                      targets: row.drill,
                      period: row.drillPeriod?.(column.period) ?? column.period,
                      amount: row.amounts[index] ?? 0,
                    })
                  }
                />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Figure({ row, index, columnLabel, onOpen }: { row: ReportRow; index: number; columnLabel: string; onOpen: () => void }) {
  const { t } = useTranslation();
  const amount = row.amounts[index];
  if (amount === null || amount === undefined) return null;
  const text = formatMoney(amount);
  const testId = index === 0 && row.testId ? row.testId : `figure-${row.key}-${index}`;
  if (row.drill.length === 0) return <span data-testid={testId}>{text}</span>;
  return (
    <UnstyledButton
      className={classes.figure}
      data-testid={testId}
      aria-label={t('reports.table.drill', { label: row.label, column: columnLabel, amount: text })}
      onClick={onOpen}
    >
      {text}
    </UnstyledButton>
  );
}
