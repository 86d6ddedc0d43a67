/**
 * The value inputs of one condition, fitting its field: text, dollars, whole numbers, dates,
 * weekdays, direction, bank accounts or the line's state (with an account when coded).
 */
import { Group, MultiSelect, Select, TagsInput, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { FIELD_SPECS, WEEKDAYS } from './conditionFields';
import type { DraftCondition } from './conditionDraft';
import { ValueOrRange } from './ConditionTreeEditor';

export interface Option {
  value: string;
  label: string;
}

export interface ConditionValueInputProps {
  condition: DraftCondition;
  onChange: (patch: Partial<DraftCondition>) => void;
  bankAccounts: Option[];
  /** The business chart's accounts; empty: the code is typed. */
  accounts: Option[];
  invalid: boolean;
}

const WIDTH = 220;

export function ConditionValueInput({ condition, onChange, bankAccounts, accounts, invalid }: ConditionValueInputProps) {
  const { t } = useTranslation();
  const { field, op } = condition;
  const kind = FIELD_SPECS[field].kind;
  const label = t('coding.condition.value');
  const error = invalid ? t('coding.condition.invalid') : undefined;
  const weekdays = WEEKDAYS.map((day) => ({ value: String(day), label: t(`coding.weekday.${day}`) }));

  if (kind === 'state') {
    return (
      <Group gap="xs" wrap="nowrap">
        <Select
          aria-label={label}
          data={(['uncoded', 'suggested', 'coded'] as const).map((value) => ({ value, label: t(`coding.lineState.${value}`) }))}
          value={condition.value || null}
          onChange={(value) => onChange({ value: value ?? '', accountCode: '' })}
          error={error}
          w={160}
        />
        {condition.value === 'coded' && (
          <CodeInput value={condition.accountCode} accounts={accounts} onChange={(accountCode) => onChange({ accountCode })} />
        )}
      </Group>
    );
  }
  if (kind === 'direction') {
    const data = (['spend', 'receive'] as const).map((value) => ({ value, label: t(`coding.direction.${value}`) }));
    return (
      <Select
        aria-label={label}
        data={data}
        value={condition.value || null}
        onChange={(value) => onChange({ value: value ?? '' })}
        error={error}
        w={WIDTH}
      />
    );
  }
  if (kind === 'bankAccount') {
    return (
      <MultiSelect
        aria-label={label}
        data={bankAccounts}
        value={condition.values}
        onChange={(values) => onChange({ values })}
        placeholder={bankAccounts.length === 0 ? t('coding.condition.bankAccountsNeedBusiness') : undefined}
        error={error}
        w={WIDTH + 120}
      />
    );
  }
  if (op === 'isOneOf') {
    if (kind === 'weekday') {
      return (
        <MultiSelect
          aria-label={label}
          data={weekdays}
          value={condition.values}
          onChange={(values) => onChange({ values })}
          error={error}
          w={WIDTH + 120}
        />
      );
    }
    return (
      <TagsInput
        aria-label={label}
        value={condition.values}
        onChange={(values) => onChange({ values })}
        placeholder={t('coding.condition.oneOfHint')}
        error={error}
        w={WIDTH + 120}
      />
    );
  }
  const single = (key: 'value' | 'value2', name: string) => {
    const value = condition[key];
    const set = (next: string | null) => onChange({ [key]: next ?? '' });
    if (kind === 'date') return <DateInput aria-label={name} value={value || null} onChange={set} error={error} w={160} />;
    if (kind === 'weekday') return <Select aria-label={name} data={weekdays} value={value || null} onChange={set} error={error} w={160} />;
    return (
      <TextInput
        aria-label={name}
        value={value}
        onChange={(event) => set(event.currentTarget.value)}
        leftSection={kind === 'money' ? '$' : undefined}
        inputMode={kind === 'text' ? undefined : 'decimal'}
        placeholder={op === 'matchesRegex' ? t('coding.condition.regexHint') : undefined}
        error={error}
        w={op === 'between' ? 140 : WIDTH}
      />
    );
  };
  return <ValueOrRange between={op === 'between'} render={single} />;
}

function CodeInput({ value, accounts, onChange }: { value: string; accounts: Option[]; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const label = t('coding.condition.accountCode');
  if (accounts.length === 0) {
    return (
      <TextInput
        aria-label={label}
        placeholder={t('coding.condition.anyAccount')}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        w={140}
      />
    );
  }
  return (
    <Select
      aria-label={label}
      placeholder={t('coding.condition.anyAccount')}
      data={accounts}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
      searchable
      clearable
      w={220}
    />
  );
}
