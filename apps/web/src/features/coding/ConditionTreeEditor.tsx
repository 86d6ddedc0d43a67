/**
 * One editor for a condition tree, whatever it matches: nested ALL/ANY groups, add a condition,
 * add a group, remove either, all with plain buttons and selects so it works from the keyboard.
 * The caller brings the field catalogue and the value inputs; the auto-coding rule editor and
 * find-and-recode each pass their own. Every change replaces one node of the draft tree.
 */
import { MAX_GROUP_DEPTH } from '@ledgerdesk/domain';
import { ActionIcon, Box, Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconSitemap, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConditionOperator } from './conditionFields';
import { isDraftGroup, newTree, replaceNode, type DraftLeaf, type DraftTree } from './conditionTree';

/** Operators are worded once, under coding.op, for every catalogue. */
type Leaf = DraftLeaf<string, ConditionOperator>;

export interface FieldCatalogue<C extends Leaf> {
  fields: readonly C['field'][];
  fieldLabel: (field: C['field']) => string;
  operators: (field: C['field']) => readonly C['op'][];
  /** A fresh condition on `field` (a default one without): first operator, empty value. */
  newCondition: (field?: C['field']) => C;
  /** Whether the contract accepts the condition as typed. */
  isValid: (condition: C) => boolean;
}

export interface ValueInputProps<C> {
  condition: C;
  onChange: (patch: Partial<C>) => void;
  invalid: boolean;
}

export interface ConditionTreeEditorProps<C extends Leaf> {
  value: DraftTree<C>;
  onChange: (next: DraftTree<C>) => void;
  catalogue: FieldCatalogue<C>;
  renderValue: (props: ValueInputProps<C>) => ReactNode;
  /** Marks conditions the contract refuses (after a save or search was tried). */
  showErrors: boolean;
}

interface NodeProps<C extends Leaf> extends Omit<ConditionTreeEditorProps<C>, 'value' | 'onChange'> {
  replace: (key: string, next: C | DraftTree<C> | null) => void;
}

export function ConditionTreeEditor<C extends Leaf>({ value, onChange, ...rest }: ConditionTreeEditorProps<C>) {
  const replace = (key: string, next: C | DraftTree<C> | null) => {
    if (key !== value.key) onChange(replaceNode(value, key, next));
    else if (next && isDraftGroup(next)) onChange(next);
  };
  return <GroupEditor group={value} depth={1} replace={replace} {...rest} />;
}

const nestedStyle = {
  borderLeft: '3px solid var(--mantine-color-blue-3)',
  background: 'var(--mantine-color-default-hover)',
  borderRadius: 'var(--mantine-radius-sm)',
};

function GroupEditor<C extends Leaf>({ group, depth, ...props }: NodeProps<C> & { group: DraftTree<C>; depth: number }) {
  const { t } = useTranslation();
  const { replace, catalogue } = props;
  const add = (node: C | DraftTree<C>) => replace(group.key, { ...group, conditions: [...group.conditions, node] });
  const nested = depth > 1;
  return (
    <Box
      role="group"
      aria-label={nested ? t('coding.group.nested', { depth }) : t('coding.group.root')}
      p={nested ? 'sm' : 0}
      pl={nested ? 'md' : 0}
      style={nested ? nestedStyle : undefined}
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
          {nested && (
            <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={() => replace(group.key, null)}>
              {t('coding.group.remove')}
            </Button>
          )}
        </Group>
        {group.conditions.map((node) =>
          isDraftGroup(node) ? (
            <GroupEditor key={node.key} group={node} depth={depth + 1} {...props} />
          ) : (
            <ConditionRow key={node.key} condition={node} canRemove={group.conditions.length > 1 || nested} {...props} />
          ),
        )}
        <Group gap="xs">
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => add(catalogue.newCondition())}>
            {t('coding.group.addCondition')}
          </Button>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconSitemap size={14} />}
            onClick={() => add(newTree(() => catalogue.newCondition(), group.match === 'all' ? 'any' : 'all'))}
            disabled={depth >= MAX_GROUP_DEPTH}
          >
            {t('coding.group.addGroup')}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}

function ConditionRow<C extends Leaf>({
  condition,
  canRemove,
  replace,
  catalogue,
  renderValue,
  showErrors,
}: NodeProps<C> & { condition: C; canRemove: boolean }) {
  const { t } = useTranslation();
  const update = (patch: Partial<C>) => replace(condition.key, { ...condition, ...patch });
  const operators = catalogue.operators(condition.field);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="condition-row">
      <Select
        aria-label={t('coding.condition.field')}
        data={catalogue.fields.map((field) => ({ value: field, label: catalogue.fieldLabel(field) }))}
        value={condition.field}
        onChange={(value) => {
          const field = catalogue.fields.find((f) => f === value);
          // A new field takes its first operator and an empty value: the old value may not fit it.
          if (field) replace(condition.key, { ...catalogue.newCondition(field), key: condition.key });
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
          if (op) update({ op } as Partial<C>);
        }}
        allowDeselect={false}
        disabled={operators.length === 1}
        w={190}
      />
      {renderValue({ condition, onChange: update, invalid: showErrors && !catalogue.isValid(condition) })}
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

/** One value input, or a from/to pair for `between`. */
export function ValueOrRange({ between, render }: { between: boolean; render: (key: 'value' | 'value2', label: string) => ReactNode }) {
  const { t } = useTranslation();
  if (!between) return render('value', t('coding.condition.value'));
  return (
    <Group gap="xs" wrap="nowrap">
      {render('value', t('coding.condition.from'))}
      {render('value2', t('coding.condition.to'))}
    </Group>
  );
}
