/**
 * The master table's columns: widths sized so that the coding columns (account, tax code, GST)
 * and the suggestion fit beside the bank fields at 1280 px; the wider the screen, the more the
 * text columns grow, the description most. Reference, entry and the row action come last: they may scroll into view.
 */
import { formatDate, formatMoney } from '@ledgerdesk/domain';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconPaperclip, IconPencil, IconWand } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Transaction } from './api';
import { lockText, type LineLock } from './lineLock';
import { StatusMark } from './StatusMark';
import type { RowSuggestion } from './suggestions';

/** What a cell knows beyond its row. */
export interface CellContext {
  /** The row's rule or learned suggestion, when it is uncoded, open and has one. */
  suggestion: RowSuggestion | undefined;
  /** Where "Make a rule" opens the rule editor for a coded row; undefined for a role that may not write rules. */
  ruleLink: ((row: Transaction) => string) | undefined;
  /** Why the row cannot be coded (a locked period, a reconciliation), null when it can. */
  lock: LineLock | null;
  /** Opens the inline editor; undefined for a role that may not code. */
  onEdit: ((row: Transaction) => void) | undefined;
  /** Opens the row's attachments. */
  onAttachments: (row: Transaction) => void;
  /** Whether the role may attach files (and so sees the paperclip on a row without any). */
  canAttach: boolean;
}

export interface MasterColumn {
  key: string;
  labelKey: ParseKeys;
  /** The narrowest the column gets; a column that grows shares the width left over. */
  width: number;
  grow?: number;
  /** Stays put while scrolling sideways (only the leading columns). */
  sticky?: boolean;
  /** Amounts: right-aligned, digits of equal width so the cents line up. */
  numeric?: boolean;
  /** The header names itself to screen readers only (an icon column). */
  hiddenLabel?: boolean;
  render: (row: Transaction, context: CellContext) => ReactNode;
}

const lines = (row: Transaction) => row.coding?.lines ?? [];

export const MASTER_COLUMNS: readonly MasterColumn[] = [
  { key: 'date', labelKey: 'ledger.columns.date', width: 88, sticky: true, render: (row) => formatDate(row.date) },
  { key: 'bankAccount', labelKey: 'ledger.columns.bankAccount', width: 88, sticky: true, render: (row) => row.bankAccountName },
  { key: 'description', labelKey: 'ledger.columns.description', width: 100, grow: 4, sticky: true, render: (row) => row.description },
  { key: 'payee', labelKey: 'ledger.columns.payee', width: 76, grow: 1, render: (row) => row.payee },
  { key: 'amount', labelKey: 'ledger.columns.amount', width: 92, numeric: true, render: (row) => formatMoney(row.amount) },
  { key: 'status', labelKey: 'ledger.columns.status', width: 76, render: (row, context) => <StatusMark row={row} {...context} /> },
  {
    key: 'attachments',
    labelKey: 'ledger.columns.attachments',
    width: 40,
    hiddenLabel: true,
    render: (row, context) => <AttachmentsButton row={row} {...context} />,
  },
  {
    key: 'suggestion',
    labelKey: 'ledger.columns.suggestion',
    width: 128,
    grow: 1,
    render: (row, context) => <SuggestionLabel row={row} {...context} />,
  },
  {
    key: 'account',
    labelKey: 'ledger.columns.account',
    width: 128,
    grow: 1,
    render: (row) =>
      lines(row)
        .map((l) => `${l.accountCode} ${l.accountName}`)
        .join(' · '),
  },
  {
    key: 'taxCode',
    labelKey: 'ledger.columns.taxCode',
    width: 76,
    render: (row) =>
      lines(row)
        .map((l) => l.taxCode ?? '')
        .join(' · '),
  },
  {
    key: 'gst',
    labelKey: 'ledger.columns.gst',
    width: 80,
    numeric: true,
    render: (row) => (row.coding ? formatMoney(lines(row).reduce((sum, l) => sum + l.gst, 0)) : ''),
  },
  { key: 'reference', labelKey: 'ledger.columns.reference', width: 80, render: (row) => row.reference },
  { key: 'entry', labelKey: 'ledger.columns.entry', width: 56, numeric: true, render: (row) => row.entryNumber ?? '' },
  {
    key: 'actions',
    labelKey: 'ledger.columns.actions',
    width: 68,
    hiddenLabel: true,
    render: (row, context) => (
      <Group gap={4} wrap="nowrap">
        <CodeButton row={row} {...context} />
        <MakeRuleLink row={row} {...context} />
      </Group>
    ),
  },
];

/** A shown column; `left` is its offset when it stays put while scrolling sideways. */
export type PlacedColumn = MasterColumn & { left?: number };

/** The columns a table shows: the bank account only when the rows come from more than one. */
export function visibleColumns(showBankAccount: boolean): PlacedColumn[] {
  const shown = MASTER_COLUMNS.filter((column) => showBankAccount || column.key !== 'bankAccount');
  let left = 0;
  return shown.map((column) => {
    if (!column.sticky) return column;
    const placed = { ...column, left };
    left += column.width;
    return placed;
  });
}

/** The rule or learned account an uncoded row would be coded with; for a row a rule coded, the rule. */
function SuggestionLabel({ row, suggestion }: { row: Transaction } & CellContext) {
  const { t } = useTranslation();
  const text = (() => {
    if (row.status === 'coded') return row.codedByRule ? t('ledger.suggestion.codedBy', { name: row.codedByRule.name }) : '';
    if (suggestion?.kind === 'rule') return t('ledger.suggestion.rule', { name: suggestion.ruleName, accounts: suggestion.accounts });
    if (suggestion?.kind === 'learned') {
      const { accountCode, accountName, confidence } = suggestion.suggestion;
      return t('ledger.suggestion.learned', { account: `${accountCode} ${accountName}`, confidence: Math.round(confidence * 100) });
    }
    return '';
  })();
  return text && <span title={text}>{text}</span>;
}

/** The row's paperclip (F), with the count when it has attachments; a role that may not attach sees it only then. */
function AttachmentsButton({ row, onAttachments, canAttach }: { row: Transaction } & CellContext) {
  const { t } = useTranslation();
  const count = row.attachments.length;
  if (count === 0 && !canAttach) return null;
  const label =
    count === 0 ? t('attachments.add', { description: row.description }) : t('attachments.open', { count, description: row.description });
  return (
    <ActionIcon
      size="sm"
      variant={count > 0 ? 'light' : 'subtle'}
      color={count > 0 ? 'blue' : 'gray'}
      aria-label={label}
      title={label}
      tabIndex={-1}
      onClick={() => onAttachments(row)}
      style={count > 0 ? { width: 'auto', paddingInline: 3 } : undefined}
    >
      <IconPaperclip size={14} aria-hidden />
      {count > 0 && (
        <Text span size="xs" fw={600}>
          {count}
        </Text>
      )}
    </ActionIcon>
  );
}

/** "Code" (Enter), disabled on a locked or reconciled row with the reason as its tooltip. */
function CodeButton({ row, lock, onEdit }: { row: Transaction } & CellContext) {
  const { t } = useTranslation();
  if (!onEdit) return null;
  const label = lock ? lockText(t, lock) : t('ledger.coding.codeLine', { description: row.description });
  return (
    <Tooltip label={label} multiline maw={280} withinPortal>
      <ActionIcon size="sm" variant="subtle" aria-label={label} tabIndex={-1} disabled={lock !== null} onClick={() => onEdit(row)}>
        <IconPencil size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** A coded row's "Make a rule" (R): the editor with a rule drafted from the row. */
function MakeRuleLink({ row, ruleLink }: { row: Transaction } & CellContext) {
  const { t } = useTranslation();
  if (row.status !== 'coded' || !ruleLink) return null;
  const label = t('ledger.makeRule.from', { description: row.description });
  return (
    <ActionIcon component={Link} to={ruleLink(row)} size="sm" variant="subtle" aria-label={label} title={label} tabIndex={-1}>
      <IconWand size={16} aria-hidden />
    </ActionIcon>
  );
}

export const ROW_HEIGHT = 40;
/** The account, tax code and GST cells, where the inline editor opens (the GST follows from its choice). */
export const EDITOR_COLUMNS = new Set(['account', 'taxCode', 'gst']);

/** The editor's cells merged into one. */
export function editorColumn(columns: readonly MasterColumn[]): Pick<MasterColumn, 'width' | 'grow'> {
  const merged = columns.filter((column) => EDITOR_COLUMNS.has(column.key));
  return { width: merged.reduce((sum, c) => sum + c.width, 0), grow: merged.reduce((sum, c) => sum + (c.grow ?? 0), 0) };
}

export function cellStyle(column: Pick<PlacedColumn, 'width' | 'grow' | 'numeric' | 'left'>, background: string): CSSProperties {
  return {
    flex: `${column.grow ?? 0} 0 ${column.width}px`,
    minWidth: 0,
    padding: '0 6px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: column.numeric ? 'flex-end' : 'flex-start',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    ...(column.numeric && { fontVariantNumeric: 'tabular-nums' }),
    ...(column.left !== undefined && { position: 'sticky', left: column.left, zIndex: 1, background }),
  };
}

/** One line of text, cut with an ellipsis; the full text shows on hover. */
export function CellText({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" truncate="end" component="div" title={typeof children === 'string' ? children : undefined}>
      {children}
    </Text>
  );
}
