/** The feed connection of an online bank account: provider, bank, its account reference, consent expiry. */
import { Group, Select, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { FeedInput } from './api';
import { providerName } from './providerName';

interface Props {
  value: FeedInput;
  onChange: (value: FeedInput) => void;
  providers: readonly { id: string; name: string }[];
}

export function FeedFields({ value, onChange, providers }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<FeedInput>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <Select
          label={t('banking.columns.provider')}
          required
          data={providers.map((p) => ({ value: p.id, label: providerName(t, p.id, p.name) }))}
          value={value.provider || null}
          onChange={(v) => set({ provider: v ?? '' })}
        />
        <TextInput
          label={t('banking.columns.institution')}
          required
          value={value.institution}
          onChange={(e) => set({ institution: e.currentTarget.value })}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label={t('banking.wizard.reference')}
          required
          value={value.accountReference}
          onChange={(e) => set({ accountReference: e.currentTarget.value })}
        />
        <DateInput
          label={t('banking.columns.consent')}
          required
          value={value.consentExpiresAt || null}
          onChange={(v) => set({ consentExpiresAt: v ?? '' })}
        />
      </Group>
    </Stack>
  );
}
