/**
 * The virtualised master table: only the rows in view are in the DOM, the next keyset page loads
 * as the end nears, and the date, bank account and description stay put while scrolling sideways.
 * Keys: ↑/↓ move the active row, Enter edits its coding, S splits it, Delete uncodes it, A accepts
 * its suggestion and Shift+A every loaded row's, R makes a rule from it when it is coded, F opens its
 * attachments. A row in a locked period or held by a reconciliation keeps its coding: the keys that
 * would change it say why instead.
 */
import { Box, Text, VisuallyHidden } from '@mantine/core';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showWarning } from '../../app/notify';
import type { Transaction } from './api';
import { lineLock, lockText } from './lineLock';
import type { RowSuggestion } from './suggestions';
import { CellText, cellStyle, EDITOR_COLUMNS, editorColumn, ROW_HEIGHT, visibleColumns, type CellContext } from './masterColumns';

const HEADER_BG = 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-6))';
const ROW_BG = 'var(--mantine-color-body)';
const ACTIVE_BG = 'light-dark(var(--mantine-color-blue-0), var(--mantine-color-dark-5))';
/** Used when the browser reports no size yet (first paint, test DOMs). */
const FALLBACK_RECT = { width: 1280, height: 600 };

export interface MasterTableProps {
  rows: readonly Transaction[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  editingId: string | null;
  renderEditor: (row: Transaction) => ReactNode;
  onEdit: (row: Transaction) => void;
  onSplit: (row: Transaction) => void;
  onUncode: (row: Transaction) => void;
  suggestions: ReadonlyMap<string, RowSuggestion>;
  onAccept: (row: Transaction) => void;
  onAcceptAll: () => void;
  /** Where a coded row makes a rule; undefined for a role that may not write rules. */
  ruleLink: CellContext['ruleLink'];
  /** Rows dated on or before it cannot be coded or uncoded. */
  lockDate: string | null;
  /** Whether the role may code (and attach); a reader only moves, opens attachments and reads. */
  canCode: boolean;
  onAttachments: (row: Transaction) => void;
  /** The bank account column shows only when the rows can come from more than one. */
  showBankAccount: boolean;
  /** Fills the height its parent gives it instead of a share of the window. */
  fill?: boolean;
}

export function MasterTable({
  rows,
  hasMore,
  loadingMore,
  onLoadMore,
  editingId,
  renderEditor,
  onEdit,
  onSplit,
  onUncode,
  suggestions,
  onAccept,
  onAcceptAll,
  ruleLink,
  lockDate,
  canCode,
  onAttachments,
  showBankAccount,
  fill = false,
}: MasterTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useMemo(() => visibleColumns(showBankAccount), [showBankAccount]);
  const minWidth = columns.reduce((sum, column) => sum + column.width, 0);
  const editor = editorColumn(columns);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const virtualizer = useVirtualizer({
    count: rows.length + (hasMore ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: FALLBACK_RECT,
    observeElementRect: (instance, callback) => observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : FALLBACK_RECT)),
  });
  const items = virtualizer.getVirtualItems();
  const last = items.at(-1)?.index ?? 0;

  useEffect(() => {
    if (hasMore && !loadingMore && last >= rows.length - 20) onLoadMore();
  }, [hasMore, loadingMore, last, rows.length, onLoadMore]);

  const wasEditing = useRef(editingId);
  useEffect(() => {
    if (wasEditing.current && !editingId) scrollRef.current?.focus();
    wasEditing.current = editingId;
  }, [editingId]);

  const activeIndex = Math.min(active, Math.max(rows.length - 1, 0));
  const move = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = rows[activeIndex];
    if (event.target !== event.currentTarget || !row) return;
    const lock = lineLock(row, lockDate);
    // A coding key on a locked row says why it does nothing, once per press.
    const open = () => {
      if (lock) showWarning(lockText(t, lock));
      return canCode && !lock;
    };
    const makeRule = () => {
      if (row.status === 'coded' && ruleLink) void navigate(ruleLink(row));
    };
    // Letters as the hint names them ('S', 'Shift+A'), whatever Caps Lock says; shortcuts of the
    // browser (Ctrl+R, Ctrl+A, Cmd+S) are left to the browser.
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.length === 1 ? `${event.shiftKey ? 'Shift+' : ''}${event.key.toUpperCase()}` : event.key;
    const actions: Record<string, () => void> = {
      ArrowDown: () => move(activeIndex + 1),
      ArrowUp: () => move(activeIndex - 1),
      PageDown: () => move(activeIndex + 10),
      PageUp: () => move(activeIndex - 10),
      Home: () => move(0),
      End: () => move(rows.length - 1),
      Enter: () => open() && onEdit(row),
      S: () => open() && onSplit(row),
      'Shift+S': () => open() && onSplit(row),
      Delete: () => row.status === 'coded' && open() && onUncode(row),
      A: () => suggestions.has(row.id) && open() && onAccept(row),
      F: () => onAttachments(row),
      'Shift+A': () => canCode && onAcceptAll(),
      R: makeRule,
      'Shift+R': makeRule,
    };
    const action = actions[key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <Box
      ref={scrollRef}
      role="grid"
      aria-label={t('ledger.table.label')}
      aria-rowcount={rows.length + 1}
      aria-activedescendant={rows[activeIndex] ? `tx-${rows[activeIndex].id}` : undefined}
      tabIndex={0}
      onKeyDown={keyDown}
      h={fill ? undefined : 'calc(100vh - 300px)'}
      mih={360}
      style={{
        ...(fill && { flex: 1 }),
        overflow: 'auto',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    >
      <Box miw={minWidth}>
        <Box
          role="row"
          aria-rowindex={1}
          display="flex"
          h={ROW_HEIGHT}
          pos="sticky"
          top={0}
          bg={HEADER_BG}
          style={{ zIndex: 3, borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          {columns.map((column) => (
            <div key={column.key} role="columnheader" style={cellStyle(column, HEADER_BG)}>
              {column.hiddenLabel ? (
                <VisuallyHidden>{t(column.labelKey)}</VisuallyHidden>
              ) : (
                <Text size="sm" fw={600} truncate="end" title={t(column.labelKey)}>
                  {t(column.labelKey)}
                </Text>
              )}
            </div>
          ))}
        </Box>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) {
              return (
                <Text
                  key="more"
                  size="sm"
                  c="dimmed"
                  pos="absolute"
                  top={0}
                  left={0}
                  p="xs"
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  {t('ledger.table.loadingMore')}
                </Text>
              );
            }
            const isActive = item.index === activeIndex;
            const background = isActive ? ACTIVE_BG : ROW_BG;
            const editing = row.id === editingId;
            const context: CellContext = {
              suggestion: suggestions.get(row.id),
              ruleLink,
              lock: lineLock(row, lockDate),
              onEdit: canCode ? onEdit : undefined,
              onAttachments,
              canAttach: canCode,
            };
            return (
              <div
                key={row.id}
                id={`tx-${row.id}`}
                role="row"
                aria-rowindex={item.index + 2}
                aria-selected={isActive}
                onClick={() => setActive(item.index)}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  height: ROW_HEIGHT,
                  display: 'flex',
                  transform: `translateY(${item.start}px)`,
                  background,
                  borderBottom: '1px solid var(--mantine-color-default-border)',
                }}
              >
                {columns.map((column) => {
                  if (editing && EDITOR_COLUMNS.has(column.key)) {
                    return column.key === 'account' ? (
                      <div key="editor" role="gridcell" style={cellStyle(editor, background)}>
                        {renderEditor(row)}
                      </div>
                    ) : null;
                  }
                  return (
                    <div key={column.key} role="gridcell" style={cellStyle(column, background)}>
                      <CellText>{column.render(row, context)}</CellText>
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </Box>
    </Box>
  );
}
