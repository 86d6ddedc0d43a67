/**
 * Name, scope and mode of the rule. The scope is chosen when the rule is created (the roles
 * that may write each scope) and fixed afterwards; a business rule may keep to some bank accounts.
 */
import type { RuleMode, RuleScopeKind } from '@ledgerdesk/domain';
import { Group, MultiSelect, Radio, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuthState } from '../auth/session';
import { BusinessSelect } from '../businesses/BusinessSelect';
import { useBrandOptions } from '../clients/lookups';
import type { Option } from './ConditionValueInput';
import type { RuleForm } from './ruleForm';

export interface ScopeFieldsProps {
  form: RuleForm;
  onChange: (patch: Partial<RuleForm>) => void;
  /** The scope kinds offered; one kind only once the rule exists. */
  scopeKinds: RuleScopeKind[];
  bankAccounts: Option[];
  /** The rule's scope name as the server gave it (an existing rule). */
  scopeName: string | undefined;
  errors: { name?: string | undefined; scope?: string | undefined };
  readOnly: boolean;
}

export function ScopeFields({ form, onChange, scopeKinds, bankAccounts, scopeName, errors, readOnly }: ScopeFieldsProps) {
  const { t } = useTranslation();
  const { roleId } = useAuthState();
  const brands = useBrandOptions(roleId);
  const fixedScope = scopeKinds.length <= 1 && scopeName !== undefined;
  return (
    <Stack gap="sm">
      <TextInput
        label={t('coding.editor.name')}
        value={form.name}
        onChange={(e) => onChange({ name: e.currentTarget.value })}
        error={errors.name}
        readOnly={readOnly}
        required
        maxLength={120}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('coding.editor.scope')}
        </Text>
        {fixedScope ? (
          <Text size="sm">
            {t(`coding.scopeKind.${form.scopeKind}`)} · {scopeName}
          </Text>
        ) : (
          <SegmentedControl
            aria-label={t('coding.editor.scope')}
            value={form.scopeKind}
            onChange={(value) => {
              const kind = scopeKinds.find((k) => k === value);
              if (kind) onChange({ scopeKind: kind, brandId: '', businessId: '', bankAccountIds: [] });
            }}
            data={scopeKinds.map((kind) => ({ value: kind, label: t(`coding.scopeKind.${kind}`) }))}
            w="fit-content"
          />
        )}
      </Stack>
      {!fixedScope && form.scopeKind === 'brand' && (
        <Select
          label={t('coding.editor.brand')}
          data={brands.data ?? []}
          value={form.brandId || null}
          onChange={(brandId) => onChange({ brandId: brandId ?? '' })}
          searchable
          error={errors.scope}
          required
        />
      )}
      {!fixedScope && form.scopeKind === 'business' && (
        <BusinessSelect
          label={t('coding.editor.business')}
          emptyMessage={t('coding.list.emptyFiltered')}
          value={form.businessId || null}
          onChange={(businessId) => onChange({ businessId: businessId ?? '', bankAccountIds: [] })}
          activeOnly
          error={errors.scope}
          required
        />
      )}
      {form.scopeKind === 'business' && (
        <MultiSelect
          label={t('coding.editor.bankAccounts')}
          placeholder={form.bankAccountIds.length === 0 ? t('coding.editor.allBankAccounts') : undefined}
          data={bankAccounts}
          value={form.bankAccountIds}
          onChange={(bankAccountIds) => onChange({ bankAccountIds })}
          disabled={!form.businessId || fixedScope}
          clearable
        />
      )}
      <Radio.Group
        label={t('coding.editor.mode')}
        value={form.mode}
        onChange={(value) => onChange({ mode: value === 'autopost' ? 'autopost' : 'suggest' })}
        readOnly={readOnly}
      >
        <Group gap="xl" mt={4} align="flex-start">
          {(['suggest', 'autopost'] as const satisfies readonly RuleMode[]).map((mode) => (
            <Radio
              key={mode}
              value={mode}
              label={t(`coding.mode.${mode}`)}
              description={t(`coding.modeHelp.${mode}`)}
              maw={300}
              disabled={readOnly}
            />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
