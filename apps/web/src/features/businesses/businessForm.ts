/** The business form's values, their check (ABN with the ATO checksum) and the API input. */
import { isNotEmpty, useForm } from '@mantine/form';
import { formatAbn } from '@ledgerdesk/domain';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { abnError, abnValue } from '../../ui/AbnInput';
import type { BasFrequency, Business, BusinessInput, GstBasis } from './api';

export interface BusinessFormValues {
  clientId: string | null;
  name: string;
  legalName: string;
  abn: string;
  gstRegistered: boolean;
  gstBasis: GstBasis;
  basFrequency: BasFrequency;
  financialYearStartMonth: string;
}

/** The Australian financial year starts in July. */
export const DEFAULT_FY_START_MONTH = 7;

export function businessFormValues(business?: Business, clientId?: string): BusinessFormValues {
  return {
    clientId: business?.clientId ?? clientId ?? null,
    name: business?.name ?? '',
    legalName: business?.legalName ?? '',
    abn: business?.abn ? formatAbn(business.abn) : '',
    gstRegistered: business?.gstRegistered ?? true,
    gstBasis: business?.gstBasis ?? 'cash',
    basFrequency: business?.basFrequency ?? 'quarterly',
    financialYearStartMonth: String(business?.financialYearStartMonth ?? DEFAULT_FY_START_MONTH),
  };
}

export function useBusinessForm(business?: Business, clientId?: string) {
  const { t } = useTranslation();
  return useForm<BusinessFormValues>({
    initialValues: businessFormValues(business, clientId),
    validate: {
      clientId: isNotEmpty(t('businesses.form.clientRequired')),
      name: isNotEmpty(t('businesses.form.nameRequired')),
      abn: (value) => abnError(value, t('businesses.form.abnInvalid')),
    },
  });
}

export function businessInput(values: BusinessFormValues): BusinessInput {
  return {
    name: values.name.trim(),
    legalName: values.legalName.trim() || null,
    abn: abnValue(values.abn),
    gstRegistered: values.gstRegistered,
    gstBasis: values.gstBasis,
    basFrequency: values.basFrequency,
    financialYearStartMonth: Number(values.financialYearStartMonth),
  };
}

/** A month's name in the UI language (dayjs follows it), capitalised: 'July', 'Tháng 7'. */
export function monthName(month: number): string {
  const name = dayjs()
    .month(month - 1)
    .format('MMMM');
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
}

export function monthOptions(): Array<{ value: string; label: string }> {
  return Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: monthName(index + 1) }));
}
