/**
 * The condition builder: nested ALL/ANY groups of conditions, each condition a field, an
 * operator and value inputs fitting the field. Every change replaces one node of the draft tree.
 */
import { conditionSchema, MAX_GROUP_DEPTH } from '@ledgerdesk/domain';
import { ActionIcon, Box, Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconSitemap, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONDITION_FIELDS, FIELD_SPECS } from './conditionFields';
import {
  isDraftGroup,
  newCondition,
  newGroup,
  replaceNode,
  toCondition,
  withField,
  type DraftCondition,
  type DraftGroup,
  type DraftNode,
} from './conditionDraft';
import { ConditionValueInput, type Option } from './ConditionValueInput';

export interface ConditionBuilderProps {
  value: DraftGroup;
  onChange: (next: DraftGroup) => void;
  bankAccounts: Option[];
  accounts: Option[];
  /** Marks conditions the schema refuses (after a save was tried). */
  showErrors: boolean;
}

interface NodeProps extends Omit<ConditionBuilderProps, 'value' | 'onChange'> {
  replace: (key: string, next: DraftNode | null) => void;
}

export function ConditionBuilder({ value, onChange, ...rest }: ConditionBuilderProps) {
  const replace = (key: string, next: DraftNode | null) => {
    if (key !== value.key) onChange(replaceNode(value, key, next));
    else if (next && isDraftGroup(next)) onChange(next);
  };
  return <GroupEditor group={value} depth={1} replace={replace} {...rest} />;
}

function GroupEditor({ group, depth, ...props }: NodeProps & { group: DraftGroup; depth: number }) {
  const { t } = useTranslation();
  const { replace } = props;
  const add = (node: DraftNode) => replace(group.key, { ...group, conditions: [...group.conditions, node] });
  const label = depth === 1 ? t('coding.group.root') : t('coding.group.nested', { depth });
  return (
    <Box
      role="group"
      aria-label={label}
      p={depth === 1 ? 0 : 'sm'}
      pl={depth === 1 ? 0 : 'md'}
      style={
        depth === 1
          ? undefined
          : {
              borderLeft: '3px solid var(--mantine-color-blue-3)',
              background: 'var(--mantine-color-default-hover)',
              borderRadius: 'var(--mantine-radius-sm)',
            }
      }
    >
      <Stack gap="xs">
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <Text size="sm">{t('coding.group.match')}</Text>
            <SegmentedControl
              size="xs"
              aria-label={t('coding.group.matchLabel')}
              value={group.match}
              onChange={(match) => replace(group.key, { ...group, match: match === 'any' ? 'any' : 'all' })}
              data={[
                { value: 'all', label: t('coding.group.all') },
                { value: 'any', label: t('coding.group.any') },
              ]}
            />
            <Text size="sm">{t('coding.group.ofThese')}</Text>
          </Group>
          {depth > 1 && (
            <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={() => replace(group.key, null)}>
              {t('coding.group.remove')}
            </Button>
          )}
        </Group>
        {group.conditions.map((node) =>
          isDraftGroup(node) ? (
            <GroupEditor key={node.key} group={node} depth={depth + 1} {...props} />
          ) : (
            <ConditionRow key={node.key} condition={node} canRemove={group.conditions.length > 1 || depth > 1} {...props} />
          ),
        )}
        <Group gap="xs">
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => add(newCondition())}>
            {t('coding.group.addCondition')}
          </Button>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconSitemap size={14} />}
            onClick={() => add(newGroup(group.match === 'all' ? 'any' : 'all'))}
            disabled={depth >= MAX_GROUP_DEPTH}
          >
            {t('coding.group.addGroup')}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}

function ConditionRow({
  condition,
  canRemove,
  replace,
  bankAccounts,
  accounts,
  showErrors,
}: NodeProps & { condition: DraftCondition; canRemove: boolean }) {
  const { t } = useTranslation();
  const update = (patch: Partial<DraftCondition>) => replace(condition.key, { ...condition, ...patch });
  const invalid = showErrors && !conditionSchema.safeParse(toCondition(condition)).success;
  const operators = FIELD_SPECS[condition.field].operators;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="condition-row">
      <Select
        aria-label={t('coding.condition.field')}
        data={CONDITION_FIELDS.map((field) => ({ value: field, label: t(`coding.field.${field}`) }))}
        value={condition.field}
        onChange={(value) => {
          const field = CONDITION_FIELDS.find((f) => f === value);
          if (field) replace(condition.key, withField(condition, field));
        }}
        allowDeselect={false}
        w={170}
      />
      <Select
        aria-label={t('coding.condition.operator')}
        data={operators.map((op) => ({ value: op, label: t(`coding.op.${op}`) }))}
        value={condition.op}
        onChange={(value) => {
          const op = operators.find((o) => o === value);
          if (op) update({ op });
        }}
        allowDeselect={false}
        disabled={operators.length === 1}
        w={190}
      />
      <ConditionValueInput condition={condition} onChange={update} bankAccounts={bankAccounts} accounts={accounts} invalid={invalid} />
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label={t('coding.condition.remove')}
        onClick={() => replace(condition.key, null)}
        disabled={!canRemove}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
