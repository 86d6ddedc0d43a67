/**
 * /businesses/new-account?businessId=: adding a bank account step by step: kind, details (BSB
 * NNN-NNN and number), ledger account (an existing bank account of the chart, or a new one),
 * opening balance, done.
 */
import { Alert, Button, Group, Radio, Select, Stack, Stepper, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { parseAmount } from '@ledgerdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { BusinessBackLink } from '../businesses/BusinessBackLink';
import { useAccounts } from '../charts/queries';
import { useFeedProviders, useSaveBankAccount, type FeedInput } from './api';
import { FeedFields } from './FeedFields';

const BSB = /^\d{3}-?\d{3}$/;
const NEW_LEDGER = 'new';

export default function NewBankAccountPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const businessId = params.get('businessId') ?? '';
  const save = useSaveBankAccount(businessId);
  const chart = useAccounts({ kind: 'business', id: businessId });
  const [step, setStep] = useState(0);
  const [kind, setKind] = useState<'manual' | 'online'>('manual');
  const [name, setName] = useState('');
  const [bsb, setBsb] = useState('');
  const [number, setNumber] = useState('');
  const [ledger, setLedger] = useState(NEW_LEDGER);
  const [opening, setOpening] = useState('0.00');
  const [openingDate, setOpeningDate] = useState<string | null>(null);
  const [feed, setFeed] = useState<FeedInput>({ provider: '', institution: '', accountReference: '', consentExpiresAt: '' });
  const providers = useFeedProviders(kind === 'online');
  const bsbError = bsb.trim() && !BSB.test(bsb.trim()) ? t('banking.bsbInvalid') : null;
  const numberError = number.trim() && !/^[\d\s-]{4,24}$/.test(number.trim()) ? t('banking.numberInvalid') : null;
  const amount = parseAmount(opening);
  const feedOk =
    kind === 'manual' || [feed.provider, feed.institution, feed.accountReference, feed.consentExpiresAt].every((v) => v.trim() !== '');
  const detailsOk = name.trim() !== '' && !bsbError && !numberError && feedOk;
  const ledgerOptions = [
    { value: NEW_LEDGER, label: t('banking.wizard.newLedger') },
    ...(chart.data ?? [])
      .filter((a) => a.type === 'asset' && a.subtype === 'bank' && a.active)
      .map((a) => ({ value: a.id, label: `${a.code} ${a.name}` })),
  ];
  const finish = () =>
    save.mutate(
      {
        input: {
          kind,
          name: name.trim(),
          bsb: bsb.trim(),
          accountNumber: number.trim(),
          openingBalance: amount ?? 0,
          openingDate,
          ...(ledger === NEW_LEDGER ? {} : { ledgerAccountId: ledger }),
          ...(kind === 'online' ? { feed } : {}),
        },
      },
      { onSuccess: () => setStep(4) },
    );

  if (!businessId) return <Alert color="yellow">{t('imports.noBusiness')}</Alert>;
  return (
    <Stack gap="md" maw={900}>
      <PageHeader title={t('banking.add')} description={<BusinessBackLink businessId={businessId} tab="bank-accounts" />} />
      <Stepper active={step} onStepClick={(s) => s < step && step < 4 && setStep(s)}>
        <Stepper.Step label={t('banking.wizard.kind')}>
          <Radio.Group label={t('banking.wizard.kind')} value={kind} onChange={(v) => setKind(v === 'online' ? 'online' : 'manual')}>
            <Stack gap="xs" mt="xs">
              <Radio value="manual" label={t('banking.wizard.manual')} />
              <Radio value="online" label={t('banking.wizard.online')} />
            </Stack>
          </Radio.Group>
        </Stepper.Step>
        <Stepper.Step label={t('banking.wizard.details')}>
          <Stack gap="sm">
            <TextInput label={t('banking.columns.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <Group grow align="flex-start">
              <TextInput
                label={t('banking.columns.bsb')}
                placeholder="062-000"
                value={bsb}
                error={bsbError}
                onChange={(e) => setBsb(e.currentTarget.value)}
              />
              <TextInput
                label={t('banking.columns.number')}
                value={number}
                error={numberError}
                onChange={(e) => setNumber(e.currentTarget.value)}
              />
            </Group>
            {kind === 'online' && <FeedFields value={feed} onChange={setFeed} providers={providers.data ?? []} />}
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('banking.columns.ledger')}>
          <Select
            label={t('banking.columns.ledger')}
            data={ledgerOptions}
            value={ledger}
            allowDeselect={false}
            onChange={(v) => v && setLedger(v)}
            w={420}
          />
        </Stepper.Step>
        <Stepper.Step label={t('banking.openingBalance')}>
          <Group grow align="flex-start">
            <TextInput
              label={t('banking.openingBalance')}
              inputMode="decimal"
              value={opening}
              error={amount === undefined ? t('banking.amountInvalid') : null}
              onChange={(e) => setOpening(e.currentTarget.value)}
            />
            <DateInput label={t('banking.openingDate')} clearable value={openingDate} onChange={setOpeningDate} />
          </Group>
        </Stepper.Step>
        <Stepper.Completed>
          <Alert color="teal" title={t('banking.wizard.done')}>
            <Group mt="xs">
              <Button component={Link} to={`/businesses/${businessId}?tab=bank-accounts`} variant="light">
                {t('banking.wizard.toAccounts')}
              </Button>
              {save.data && (
                <Button component={Link} to={`/conversion?businessId=${businessId}&bankAccountId=${save.data.id}`}>
                  {t('banking.import')}
                </Button>
              )}
            </Group>
          </Alert>
        </Stepper.Completed>
      </Stepper>
      {step < 4 && (
        <Group justify="flex-end">
          <Button variant="default" disabled={step === 0} onClick={() => setStep(step - 1)}>
            {t('banking.wizard.back')}
          </Button>
          {step < 3 ? (
            <Button disabled={step === 1 && !detailsOk} onClick={() => setStep(step + 1)}>
              {t('banking.wizard.next')}
            </Button>
          ) : (
            <Button disabled={amount === undefined} loading={save.isPending} onClick={finish}>
              {t('banking.wizard.create')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
