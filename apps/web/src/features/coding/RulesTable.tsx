/**
 * The rules in evaluation order. A rule moves inside its scope by dragging its handle, by the
 * up/down buttons, or with Alt+↑/↓ on the focused row; the move shows at once, is announced,
 * and the scope's new order is saved.
 */
import type { RuleDto } from '@ledgerdesk/domain';
import { ActionIcon, Anchor, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconHistory } from '@tabler/icons-react';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../ui/format';
import { moveBy, moveTo, scopePositions, type Move } from './reorder';

export interface RulesTableProps {
  rules: readonly RuleDto[];
  /** Whether the caller may reorder this rule's scope (and the list shows a whole scope). */
  canReorder: (rule: RuleDto) => boolean;
  onReorder: (move: Move) => void;
}

export function RulesTable({ rules, canReorder, onReorder }: RulesTableProps) {
  const { t } = useTranslation();
  // The moved order shows until the next answer from the server replaces `rules`.
  const [local, setLocal] = useState<{ base: readonly RuleDto[]; rows: RuleDto[] } | null>(null);
  const rows = local?.base === rules ? local.rows : rules;
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const rowRefs = useRef(new Map<string, HTMLTableRowElement>());

  useEffect(() => {
    if (focusId) rowRefs.current.get(focusId)?.focus();
  }, [focusId, rows]);

  const positions = scopePositions(rows);
  const apply = (move: Move | null, rule: RuleDto, keepFocus: boolean) => {
    if (!move) return;
    setLocal({ base: rules, rows: move.rows });
    setAnnouncement(t('coding.list.moved', { name: rule.name, position: move.position }));
    if (keepFocus) setFocusId(rule.id);
    onReorder(move);
  };

  const keyDown = (event: KeyboardEvent<HTMLTableRowElement>, rule: RuleDto) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') || !canReorder(rule)) return;
    event.preventDefault();
    apply(moveBy(rows, rule.id, event.key === 'ArrowUp' ? -1 : 1), rule, true);
  };

  const drop = (event: DragEvent<HTMLTableRowElement>, target: RuleDto) => {
    event.preventDefault();
    const rule = rows.find((r) => r.id === dragging);
    setDragging(null);
    if (rule) apply(moveTo(rows, rule.id, target.id), rule, false);
  };

  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <Table.ScrollContainer minWidth={900}>
        <Table highlightOnHover verticalSpacing="xs" aria-label={t('coding.list.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={120}>{t('coding.list.col.order')}</Table.Th>
              <Table.Th>{t('coding.list.col.name')}</Table.Th>
              <Table.Th>{t('coding.list.col.scope')}</Table.Th>
              <Table.Th>{t('coding.list.col.mode')}</Table.Th>
              <Table.Th>{t('coding.list.col.lastRun')}</Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                {t('coding.list.col.linesCoded')}
              </Table.Th>
              <Table.Th w={50} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((rule) => {
              const movable = canReorder(rule);
              const dropTarget = dragging !== null && moveTo(rows, dragging, rule.id) !== null;
              return (
                <Table.Tr
                  key={rule.id}
                  ref={(el) => {
                    if (el) rowRefs.current.set(rule.id, el);
                    else rowRefs.current.delete(rule.id);
                  }}
                  tabIndex={0}
                  aria-label={rule.name}
                  data-testid="rule-row"
                  onKeyDown={(event) => keyDown(event, rule)}
                  onDragOver={dropTarget ? (event) => event.preventDefault() : undefined}
                  onDrop={dropTarget ? (event) => drop(event, rule) : undefined}
                  style={{ opacity: dragging === rule.id ? 0.5 : 1 }}
                >
                  <Table.Td>
                    <Group gap={2} wrap="nowrap">
                      {movable && (
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('coding.list.dragHandle', { name: rule.name })}
                          draggable
                          onDragStart={(event) => {
                            event.dataTransfer.effectAllowed = 'move';
                            event.dataTransfer.setData('text/plain', rule.id);
                            setDragging(rule.id);
                          }}
                          onDragEnd={() => setDragging(null)}
                          style={{ cursor: 'grab' }}
                        >
                          <IconGripVertical size={16} />
                        </ActionIcon>
                      )}
                      <Text size="sm" w={24} ta="right">
                        {positions.get(rule.id)}
                      </Text>
                      {movable && (
                        <>
                          <ActionIcon
                            variant="subtle"
                            size="sm"
                            aria-label={t('coding.list.moveUp', { name: rule.name })}
                            onClick={() => apply(moveBy(rows, rule.id, -1), rule, false)}
                            disabled={moveBy(rows, rule.id, -1) === null}
                          >
                            <IconArrowUp size={14} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            size="sm"
                            aria-label={t('coding.list.moveDown', { name: rule.name })}
                            onClick={() => apply(moveBy(rows, rule.id, 1), rule, false)}
                            disabled={moveBy(rows, rule.id, 1) === null}
                          >
                            <IconArrowDown size={14} />
                          </ActionIcon>
                        </>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/auto-coding-system/${rule.id}`} size="sm" fw={500}>
                      {rule.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Badge
                        variant="light"
                        color={rule.scope.kind === 'business' ? 'blue' : rule.scope.kind === 'brand' ? 'grape' : 'gray'}
                        miw="max-content"
                      >
                        {t(`coding.scopeKind.${rule.scope.kind}`)}
                      </Badge>
                      <Text size="sm" truncate="end" maw={180}>
                        {rule.scopeName}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="outline" color={rule.mode === 'autopost' ? 'teal' : 'yellow'} miw="max-content">
                      {t(`coding.mode.${rule.mode}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={rule.stats.lastRunAt ? undefined : 'dimmed'}>
                      {rule.stats.lastRunAt
                        ? t('coding.list.lastRunLines', { date: formatDateTime(rule.stats.lastRunAt), count: rule.stats.lastRunLines ?? 0 })
                        : t('coding.list.never')}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{rule.stats.linesCoded.toLocaleString()}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      component={Link}
                      to={`/auto-coding-system/view/${rule.id}`}
                      variant="subtle"
                      aria-label={t('coding.list.view', { name: rule.name })}
                    >
                      <IconHistory size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
