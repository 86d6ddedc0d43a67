/** Adds or edits a manual bank account: name, BSB (NNN-NNN), number, opening balance and date. */
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { formatCents, parseAmount } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { useSaveBankAccount, type BankAccount } from './api';

interface Props {
  businessId: string;
  account: BankAccount | null;
  opened: boolean;
  onClose: () => void;
}

export function BankAccountFormModal({ opened, onClose, account, businessId }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={account ? t('banking.edit') : t('banking.add')} centered>
      {opened && <BankAccountForm businessId={businessId} account={account} onClose={onClose} />}
    </Modal>
  );
}

const BSB = /^\d{3}-?\d{3}$/;

function BankAccountForm({ businessId, account, onClose }: Omit<Props, 'opened'>) {
  const { t } = useTranslation();
  const save = useSaveBankAccount(businessId);
  const form = useForm({
    initialValues: {
      name: account?.name ?? '',
      bsb: account?.bsb ?? '',
      accountNumber: '',
      openingBalance: account ? formatCents(account.openingBalance) : '0.00',
      openingDate: account?.openingDate ?? null,
    },
    validate: {
      name: (v) => (v.trim() ? null : t('banking.nameRequired')),
      bsb: (v) => (v.trim() === '' || BSB.test(v.trim()) ? null : t('banking.bsbInvalid')),
      accountNumber: (v) => (v.trim() === '' || /^[\d\s-]{4,24}$/.test(v.trim()) ? null : t('banking.numberInvalid')),
      openingBalance: (v) => (parseAmount(v) === undefined ? t('banking.amountInvalid') : null),
    },
  });
  const submit = form.onSubmit((values) => {
    const input = {
      name: values.name.trim(),
      bsb: values.bsb.trim(),
      openingBalance: parseAmount(values.openingBalance) ?? 0,
      openingDate: values.openingDate,
      ...(values.accountNumber.trim() ? { accountNumber: values.accountNumber.trim() } : {}),
    };
    save.mutate({ input, id: account?.id }, { onSuccess: onClose });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('banking.columns.name')} required {...form.getInputProps('name')} />
        <Group grow align="flex-start">
          <TextInput label={t('banking.columns.bsb')} placeholder="062-000" {...form.getInputProps('bsb')} />
          <TextInput label={t('banking.columns.number')} placeholder={account?.accountNumber} {...form.getInputProps('accountNumber')} />
        </Group>
        <Group grow align="flex-start">
          <TextInput label={t('banking.openingBalance')} inputMode="decimal" {...form.getInputProps('openingBalance')} />
          <DateInput label={t('banking.openingDate')} clearable {...form.getInputProps('openingDate')} />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('banking.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('banking.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
