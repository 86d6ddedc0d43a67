/** Adds or edits one account of a chart; the server checks the code is unique (409 as a toast). */
import { Button, Group, Modal, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACCOUNT_SUBTYPES, ACCOUNT_TYPES, TAX_CODES } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import type { Account, AccountInput, ChartTarget } from './api';
import { useSaveAccount } from './queries';

interface Props {
  target: ChartTarget;
  /** null adds an account. */
  account: Account | null;
  opened: boolean;
  onClose: () => void;
}

const CODE_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$/;

export function AccountFormModal({ target, account, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={account ? t('charts.editAccount') : t('charts.addAccount')} centered size="lg">
      {opened && <AccountForm target={target} account={account} onClose={onClose} />}
    </Modal>
  );
}

function AccountForm({ target, account, onClose }: Omit<Props, 'opened'>) {
  const { t } = useTranslation();
  const save = useSaveAccount(target);
  const form = useForm<AccountInput>({
    initialValues: {
      code: account?.code ?? '',
      name: account?.name ?? '',
      type: account?.type ?? 'expense',
      subtype: account?.subtype ?? 'other',
      taxCode: account?.taxCode ?? 'GST',
      description: account?.description ?? '',
      active: account?.active ?? true,
    },
    validate: {
      code: (value) => (CODE_PATTERN.test(value.trim()) ? null : t('charts.codeInvalid')),
      name: (value) => (value.trim() ? null : t('charts.nameRequired')),
    },
  });
  const types = ACCOUNT_TYPES.map((value) => ({ value, label: t(`charts.types.${value}`) }));
  const subtypes = ACCOUNT_SUBTYPES.map((value) => ({ value, label: t(`charts.subtypes.${value}`) }));
  const submit = form.onSubmit((values) =>
    save.mutate({ input: { ...values, code: values.code.trim(), name: values.name.trim() }, id: account?.id }, { onSuccess: onClose }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput label={t('charts.columns.code')} required {...form.getInputProps('code')} />
          <TextInput label={t('charts.columns.name')} required {...form.getInputProps('name')} />
        </Group>
        <Group grow align="flex-start">
          <Select label={t('charts.columns.type')} data={types} allowDeselect={false} {...form.getInputProps('type')} />
          <Select label={t('charts.columns.subtype')} data={subtypes} allowDeselect={false} {...form.getInputProps('subtype')} />
          <Select label={t('charts.columns.taxCode')} data={[...TAX_CODES]} allowDeselect={false} {...form.getInputProps('taxCode')} />
        </Group>
        <Textarea label={t('charts.columns.description')} rows={2} {...form.getInputProps('description')} />
        <Switch label={t('charts.columns.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('charts.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('charts.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
