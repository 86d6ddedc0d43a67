/**
 * What the rule does: splits by account code (picked from the business's chart for a business
 * rule, typed otherwise) with percent / fixed / remainder shares and a tax code defaulting from
 * the account; payee, memo and the transfer and contractor flags.
 */
import { TAX_CODES } from '@ledgerdesk/domain';
import { ActionIcon, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChartOptions } from './lookups';
import { newSplit, type RuleForm, type ShareKind, type SplitDraft } from './ruleForm';

export interface ActionsFieldsProps {
  form: RuleForm;
  onChange: (patch: Partial<RuleForm>) => void;
  chart: ChartOptions;
  error: string | undefined;
  readOnly: boolean;
}

const SHARE_KINDS: readonly ShareKind[] = ['percent', 'fixed', 'remainder'];

export function ActionsFields({ form, onChange, chart, error, readOnly }: ActionsFieldsProps) {
  const { t } = useTranslation();
  const setSplit = (key: string, patch: Partial<SplitDraft>) =>
    onChange({ splits: form.splits.map((s) => (s.key === key ? { ...s, ...patch } : s)) });
  const pickAccount = (split: SplitDraft, code: string) =>
    setSplit(split.key, { accountCode: code, taxCode: chart.defaultTaxCode(code) ?? split.taxCode });
  const taxOptions = [{ value: '', label: t('coding.actions.accountDefault') }, ...TAX_CODES.map((code) => ({ value: code, label: code }))];
  return (
    <Stack gap="sm">
      <Text size="sm" fw={500}>
        {t('coding.actions.splits')}
      </Text>
      {chart.options.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('coding.actions.codeHint')}
        </Text>
      )}
      {form.splits.map((split) => (
        <Group key={split.key} gap="xs" wrap="nowrap" align="flex-start" data-testid="split-row">
          {chart.options.length > 0 ? (
            <Select
              aria-label={t('coding.actions.account')}
              data={chart.options}
              value={split.accountCode || null}
              onChange={(code) => pickAccount(split, code ?? '')}
              searchable
              w={240}
              readOnly={readOnly}
            />
          ) : (
            <TextInput
              aria-label={t('coding.actions.accountCode')}
              placeholder={t('coding.actions.accountCode')}
              value={split.accountCode}
              onChange={(e) => setSplit(split.key, { accountCode: e.currentTarget.value })}
              w={140}
              readOnly={readOnly}
            />
          )}
          <Select
            aria-label={t('coding.actions.taxCode')}
            data={taxOptions}
            value={split.taxCode ?? ''}
            onChange={(value) => setSplit(split.key, { taxCode: TAX_CODES.find((code) => code === value) ?? null })}
            allowDeselect={false}
            w={170}
            readOnly={readOnly}
          />
          <Select
            aria-label={t('coding.actions.shareKind')}
            data={SHARE_KINDS.map((kind) => ({ value: kind, label: t(`coding.actions.${kind}`) }))}
            value={split.shareKind}
            onChange={(value) => setSplit(split.key, { shareKind: SHARE_KINDS.find((kind) => kind === value) ?? 'remainder', share: '' })}
            allowDeselect={false}
            w={150}
            readOnly={readOnly}
          />
          {split.shareKind !== 'remainder' && (
            <TextInput
              aria-label={split.shareKind === 'percent' ? t('coding.actions.percentValue') : t('coding.actions.fixedValue')}
              value={split.share}
              onChange={(e) => setSplit(split.key, { share: e.currentTarget.value })}
              leftSection={split.shareKind === 'fixed' ? '$' : undefined}
              rightSection={split.shareKind === 'percent' ? '%' : undefined}
              inputMode="decimal"
              w={110}
              readOnly={readOnly}
            />
          )}
          <TextInput
            aria-label={t('coding.actions.lineDescription')}
            placeholder={t('coding.actions.lineDescription')}
            value={split.description}
            onChange={(e) => setSplit(split.key, { description: e.currentTarget.value })}
            style={{ flex: 1 }}
            readOnly={readOnly}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('coding.actions.removeSplit')}
            onClick={() => onChange({ splits: form.splits.filter((s) => s.key !== split.key) })}
            disabled={readOnly}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange({ splits: [...form.splits, newSplit(form.splits.length === 0 ? 'remainder' : 'percent')] })}
          disabled={readOnly}
        >
          {t('coding.actions.addSplit')}
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Group grow align="flex-start">
        <TextInput
          label={t('coding.actions.payee')}
          value={form.payee}
          onChange={(e) => onChange({ payee: e.currentTarget.value })}
          readOnly={readOnly}
        />
        <TextInput
          label={t('coding.actions.memo')}
          value={form.memo}
          onChange={(e) => onChange({ memo: e.currentTarget.value })}
          readOnly={readOnly}
        />
      </Group>
      <Group gap="xl">
        <Checkbox
          label={t('coding.actions.internalTransfer')}
          checked={form.internalTransfer}
          onChange={(e) => onChange({ internalTransfer: e.currentTarget.checked })}
          disabled={readOnly}
        />
        <Checkbox
          label={t('coding.actions.contractorPayment')}
          checked={form.contractorPayment}
          onChange={(e) => onChange({ contractorPayment: e.currentTarget.checked })}
          disabled={readOnly}
        />
      </Group>
    </Stack>
  );
}
