/** The master table's columns: widths, sticky offsets of the leading three, and cell contents. */
import { formatCents } from '@ledgerdesk/domain';
import { Badge, Button, Text } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Transaction } from './api';
import type { RowSuggestion } from './suggestions';

/** What a row offers beyond coding, decided by the caller's role. */
export interface RowActions {
  /** Where "Make a rule" opens the rule editor for a coded row; undefined for a role that may not write rules. */
  ruleLink: ((row: Transaction) => string) | undefined;
}

export interface MasterColumn {
  key: string;
  labelKey: ParseKeys;
  width: number;
  /** Left offset while scrolling horizontally, for the leading columns. */
  sticky?: number;
  align?: 'right';
  /** `suggestion` is the row's rule or learned suggestion, when it is uncoded and has one. */
  render: (row: Transaction, suggestion: RowSuggestion | undefined, actions: RowActions) => ReactNode;
}

const lines = (row: Transaction) => row.coding?.lines ?? [];

export const MASTER_COLUMNS: readonly MasterColumn[] = [
  { key: 'date', labelKey: 'ledger.columns.date', width: 110, sticky: 0, render: (row) => row.date },
  { key: 'bankAccount', labelKey: 'ledger.columns.bankAccount', width: 170, sticky: 110, render: (row) => row.bankAccountName },
  { key: 'description', labelKey: 'ledger.columns.description', width: 280, sticky: 280, render: (row) => row.description },
  { key: 'reference', labelKey: 'ledger.columns.reference', width: 130, render: (row) => row.reference },
  { key: 'payee', labelKey: 'ledger.columns.payee', width: 160, render: (row) => row.payee },
  { key: 'amount', labelKey: 'ledger.columns.amount', width: 120, align: 'right', render: (row) => formatCents(row.amount) },
  { key: 'status', labelKey: 'ledger.columns.status', width: 110, render: (row) => <StatusLabel row={row} /> },
  {
    key: 'suggestion',
    labelKey: 'ledger.columns.suggestion',
    width: 260,
    render: (row, suggestion) => <SuggestionLabel row={row} suggestion={suggestion} />,
  },
  {
    key: 'account',
    labelKey: 'ledger.columns.account',
    width: 230,
    render: (row) =>
      lines(row)
        .map((l) => `${l.accountCode} ${l.accountName}`)
        .join(' · '),
  },
  {
    key: 'taxCode',
    labelKey: 'ledger.columns.taxCode',
    width: 100,
    render: (row) =>
      lines(row)
        .map((l) => l.taxCode ?? '')
        .join(' · '),
  },
  {
    key: 'gst',
    labelKey: 'ledger.columns.gst',
    width: 100,
    align: 'right',
    render: (row) => (row.coding ? formatCents(lines(row).reduce((sum, l) => sum + l.gst, 0)) : ''),
  },
  { key: 'entry', labelKey: 'ledger.columns.entry', width: 80, align: 'right', render: (row) => row.entryNumber ?? '' },
  {
    key: 'actions',
    labelKey: 'ledger.columns.actions',
    width: 130,
    render: (row, _suggestion, actions) => <RowActionLinks row={row} actions={actions} />,
  },
];

function StatusLabel({ row }: { row: Transaction }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={row.status === 'coded' ? 'teal' : 'gray'}>
      {t(row.status === 'coded' ? 'ledger.status.coded' : 'ledger.status.uncoded')}
    </Badge>
  );
}

/** The rule or learned account an uncoded row would be coded with; for a row a rule coded, the rule. */
function SuggestionLabel({ row, suggestion }: { row: Transaction; suggestion: RowSuggestion | undefined }) {
  const { t } = useTranslation();
  if (row.status === 'coded') return row.codedByRule ? t('ledger.suggestion.codedBy', { name: row.codedByRule.name }) : null;
  if (suggestion?.kind === 'rule') return t('ledger.suggestion.rule', { name: suggestion.ruleName, accounts: suggestion.accounts });
  if (suggestion?.kind === 'learned') {
    const { accountCode, accountName, confidence } = suggestion.suggestion;
    return t('ledger.suggestion.learned', { account: `${accountCode} ${accountName}`, confidence: Math.round(confidence * 100) });
  }
  return null;
}

/** A coded row's "Make a rule" (R): the editor with a rule drafted from the row. */
function RowActionLinks({ row, actions }: { row: Transaction; actions: RowActions }) {
  const { t } = useTranslation();
  if (row.status !== 'coded' || !actions.ruleLink) return null;
  return (
    <Button
      component={Link}
      to={actions.ruleLink(row)}
      size="compact-xs"
      variant="subtle"
      aria-label={t('ledger.makeRule.from', { description: row.description })}
      tabIndex={-1}
    >
      {t('ledger.makeRule.label')}
    </Button>
  );
}

export const ROW_HEIGHT = 40;
export const TABLE_WIDTH = MASTER_COLUMNS.reduce((sum, column) => sum + column.width, 0);
/** The account and tax code cells, where the inline editor opens. */
export const EDITOR_COLUMNS = new Set(['account', 'taxCode']);
export const EDITOR_WIDTH = MASTER_COLUMNS.filter((column) => EDITOR_COLUMNS.has(column.key)).reduce(
  (sum, column) => sum + column.width,
  0,
);

export function cellStyle(column: Pick<MasterColumn, 'width' | 'sticky' | 'align'>, background: string): CSSProperties {
  return {
    width: column.width,
    flex: `0 0 ${column.width}px`,
    padding: '0 8px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: column.align === 'right' ? 'flex-end' : 'flex-start',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    ...(column.sticky !== undefined ? { position: 'sticky', left: column.sticky, zIndex: 1, background } : {}),
  };
}

export function CellText({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" truncate="end" component="div">
      {children}
    </Text>
  );
}
