/** The lines a count, preview or apply looks at: business, dates, bank accounts, hand-coded or not. */
import { Checkbox, MultiSelect, SimpleGrid, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { BusinessSelect } from '../businesses/BusinessSelect';
import type { Option } from './ConditionValueInput';
import type { TargetForm } from './runTarget';

export interface TargetFieldsProps {
  target: TargetForm;
  onChange: (patch: Partial<TargetForm>) => void;
  /** False for a business rule: its business is the target. */
  chooseBusiness: boolean;
  /** True when the run takes one business, never all of a scope's. */
  businessRequired?: boolean;
  bankAccounts: Option[];
}

export function TargetFields({ target, onChange, chooseBusiness, businessRequired = false, bankAccounts }: TargetFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {chooseBusiness && (
        <BusinessSelect
          label={t('coding.target.business')}
          placeholder={businessRequired ? t('coding.target.chooseBusiness') : t('coding.target.allBusinesses')}
          emptyMessage={t('coding.list.emptyFiltered')}
          value={target.businessId || null}
          onChange={(businessId) => onChange({ businessId: businessId ?? '', bankAccountIds: [] })}
          withAsterisk={businessRequired}
          clearable={!businessRequired}
        />
      )}
      <SimpleGrid cols={2} spacing="xs">
        <DateInput label={t('coding.target.dateFrom')} clearable value={target.dateFrom} onChange={(dateFrom) => onChange({ dateFrom })} />
        <DateInput label={t('coding.target.dateTo')} clearable value={target.dateTo} onChange={(dateTo) => onChange({ dateTo })} />
      </SimpleGrid>
      <MultiSelect
        label={t('coding.target.bankAccounts')}
        placeholder={target.bankAccountIds.length === 0 ? t('coding.target.allBankAccounts') : undefined}
        data={bankAccounts}
        value={target.bankAccountIds}
        onChange={(bankAccountIds) => onChange({ bankAccountIds })}
        disabled={bankAccounts.length === 0}
        clearable
      />
      <Checkbox
        label={t('coding.target.includeCoded')}
        checked={target.includeCoded}
        onChange={(e) => onChange({ includeCoded: e.currentTarget.checked })}
      />
    </Stack>
  );
}
