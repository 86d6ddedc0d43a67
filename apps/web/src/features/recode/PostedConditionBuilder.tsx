/**
 * The condition builder over posted lines: nested ALL/ANY groups of account, tax code, amount,
 * date, contact, description and source conditions. It looks and reads like the auto-coding
 * builder (and shares its group and operator wording) but has its own field catalogue.
 */
import { JOURNAL_SOURCES, MAX_GROUP_DEPTH, POSTED_TAX_CODES, postedConditionSchema } from '@ledgerdesk/domain';
import { ActionIcon, Box, Button, Group, MultiSelect, SegmentedControl, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconPlus, IconSitemap, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Option } from '../coding/ConditionValueInput';
import {
  isDraftGroup,
  newPostedCondition,
  newPostedGroup,
  POSTED_FIELDS,
  POSTED_SPECS,
  replaceNode,
  toPostedCondition,
  type PostedDraft,
  type PostedDraftGroup,
  type PostedDraftNode,
} from './postedDraft';

export interface PostedConditionBuilderProps {
  value: PostedDraftGroup;
  onChange: (next: PostedDraftGroup) => void;
  /** The chosen business's chart; empty: codes are typed. */
  accounts: Option[];
  showErrors: boolean;
}

interface NodeProps {
  accounts: Option[];
  showErrors: boolean;
  replace: (key: string, next: PostedDraftNode | null) => void;
}

export function PostedConditionBuilder({ value, onChange, ...rest }: PostedConditionBuilderProps) {
  const replace = (key: string, next: PostedDraftNode | null) => {
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

function GroupEditor({ group, depth, ...props }: NodeProps & { group: PostedDraftGroup; depth: number }) {
  const { t } = useTranslation();
  const { replace } = props;
  const add = (node: PostedDraftNode) => replace(group.key, { ...group, conditions: [...group.conditions, node] });
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
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => add(newPostedCondition())}>
            {t('coding.group.addCondition')}
          </Button>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconSitemap size={14} />}
            onClick={() => add(newPostedGroup(group.match === 'all' ? 'any' : 'all'))}
            disabled={depth >= MAX_GROUP_DEPTH}
          >
            {t('coding.group.addGroup')}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}

function ConditionRow({ condition, canRemove, replace, accounts, showErrors }: NodeProps & { condition: PostedDraft; canRemove: boolean }) {
  const { t } = useTranslation();
  const update = (patch: Partial<PostedDraft>) => replace(condition.key, { ...condition, ...patch });
  const invalid = showErrors && !postedConditionSchema.safeParse(toPostedCondition(condition)).success;
  const operators = POSTED_SPECS[condition.field].operators;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="posted-condition-row">
      <Select
        aria-label={t('coding.condition.field')}
        data={POSTED_FIELDS.map((field) => ({ value: field, label: t(`recode.field.${field}`) }))}
        value={condition.field}
        onChange={(value) => {
          const field = POSTED_FIELDS.find((f) => f === value);
          if (field) replace(condition.key, { ...newPostedCondition(field), key: condition.key });
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
      <ValueInput condition={condition} onChange={update} accounts={accounts} error={invalid ? t('coding.condition.invalid') : undefined} />
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

interface ValueInputProps {
  condition: PostedDraft;
  onChange: (patch: Partial<PostedDraft>) => void;
  accounts: Option[];
  error: string | undefined;
}

function ValueInput({ condition, onChange, accounts, error }: ValueInputProps) {
  const { t } = useTranslation();
  const { field, op } = condition;
  const kind = POSTED_SPECS[field].kind;
  const label = t('coding.condition.value');
  const listProps = { 'aria-label': label, value: condition.values, onChange: (values: string[]) => onChange({ values }), error, w: 340 };
  if (kind === 'source')
    return <MultiSelect {...listProps} data={JOURNAL_SOURCES.map((value) => ({ value, label: t(`ledger.journal.sources.${value}`) }))} />;
  if (kind === 'taxCode') {
    const data = POSTED_TAX_CODES.map((value) => ({ value, label: value === 'none' ? t('recode.noTaxCode') : value }));
    return <MultiSelect {...listProps} data={data} />;
  }
  if (kind === 'account' && accounts.length > 0) return <MultiSelect {...listProps} data={accounts} searchable />;
  if (op === 'isOneOf') return <TagsInput {...listProps} placeholder={t('coding.condition.oneOfHint')} />;
  const single = (key: 'value' | 'value2', name: string) => {
    const set = (next: string | null) => onChange({ [key]: next ?? '' });
    if (kind === 'date')
      return <DateInput aria-label={name} valueFormat="DD MMM YYYY" value={condition[key] || null} onChange={set} error={error} w={160} />;
    return (
      <TextInput
        aria-label={name}
        value={condition[key]}
        onChange={(event) => set(event.currentTarget.value)}
        leftSection={kind === 'money' ? '$' : undefined}
        inputMode={kind === 'money' ? 'decimal' : undefined}
        error={error}
        w={op === 'between' ? 140 : 220}
      />
    );
  };
  if (op === 'between') {
    return (
      <Group gap="xs" wrap="nowrap">
        {single('value', t('coding.condition.from'))}
        {single('value2', t('coding.condition.to'))}
      </Group>
    );
  }
  return single('value', label);
}
