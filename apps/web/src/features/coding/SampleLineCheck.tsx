/**
 * The editor's check of one line, in the browser: the domain evaluator (the same one the server's
 * SQL predicate is proven against) runs the conditions over a line the user types.
 */
import { conditionGroupSchema, conditionsProblem, matchesConditions, parseAmount, type RuleLine } from '@ledgerdesk/domain';
import { Alert, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toConditionGroup, type DraftGroup } from './conditionDraft';

interface SampleLine {
  description: string;
  reference: string;
  payee: string;
  amount: string;
  date: string | null;
}

/** True or false once the conditions and the line read; null before. */
export function sampleResult(conditions: DraftGroup, sample: SampleLine): boolean | null {
  const tree = conditionGroupSchema.safeParse(toConditionGroup(conditions));
  const amount = parseAmount(sample.amount.trim());
  if (!tree.success || conditionsProblem(tree.data) || amount === undefined || !sample.date) return null;
  const line: RuleLine = {
    date: sample.date,
    description: sample.description,
    reference: sample.reference,
    payee: sample.payee,
    amount,
    bankAccountId: '',
    importBatchId: null,
    state: 'uncoded',
    codedAccountCodes: [],
  };
  return matchesConditions(tree.data, line);
}

export function SampleLineCheck({ conditions }: { conditions: DraftGroup }) {
  const { t } = useTranslation();
  const [sample, setSample] = useState<SampleLine>({ description: '', reference: '', payee: '', amount: '', date: null });
  const set = (patch: Partial<SampleLine>) => setSample((current) => ({ ...current, ...patch }));
  const result = sampleResult(conditions, sample);
  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        {t('coding.sample.help')}
      </Text>
      <TextInput
        label={t('coding.sample.description')}
        value={sample.description}
        onChange={(e) => set({ description: e.currentTarget.value })}
      />
      <SimpleGrid cols={2} spacing="xs">
        <TextInput
          label={t('coding.sample.reference')}
          value={sample.reference}
          onChange={(e) => set({ reference: e.currentTarget.value })}
        />
        <TextInput label={t('coding.sample.payee')} value={sample.payee} onChange={(e) => set({ payee: e.currentTarget.value })} />
        <TextInput
          label={t('coding.sample.amount')}
          value={sample.amount}
          onChange={(e) => set({ amount: e.currentTarget.value })}
          inputMode="decimal"
        />
        <DateInput label={t('coding.sample.date')} value={sample.date} onChange={(date) => set({ date })} />
      </SimpleGrid>
      <Alert
        role="status"
        color={result === null ? 'gray' : result ? 'teal' : 'red'}
        icon={result === null ? undefined : result ? <IconCheck size={18} /> : <IconX size={18} />}
        p="xs"
      >
        {result === null ? t('coding.sample.incomplete') : result ? t('coding.sample.matches') : t('coding.sample.noMatch')}
      </Alert>
    </Stack>
  );
}
