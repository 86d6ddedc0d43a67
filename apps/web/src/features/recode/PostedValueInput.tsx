/** The value inputs of one posted-line condition: lists to pick from, text, dollars or dates. */
import { JOURNAL_SOURCES, POSTED_TAX_CODES } from '@ledgerdesk/domain';
import { MultiSelect, TagsInput, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { ValueOrRange, type ValueInputProps } from '../coding/ConditionTreeEditor';
import type { Option } from '../coding/ConditionValueInput';
import { POSTED_SPECS, type PostedDraft } from './postedDraft';

export function PostedValueInput({ condition, onChange, accounts, invalid }: ValueInputProps<PostedDraft> & { accounts: Option[] }) {
  const { t } = useTranslation();
  const { field, op } = condition;
  const kind = POSTED_SPECS[field].kind;
  const error = invalid ? t('coding.condition.invalid') : undefined;
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
    if (kind === 'date') return <DateInput aria-label={name} value={condition[key] || null} onChange={set} error={error} w={160} />;
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
  return <ValueOrRange between={op === 'between'} render={single} />;
}
