/** The client form's values, their check, and the API input they become. */
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { formatAbn, isValidPhone } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { abnError, abnValue } from '../../ui/AbnInput';
import type { Client, ClientInput } from './api';

export interface ClientFormValues {
  brandId: string | null;
  regionId: string | null;
  name: string;
  email: string;
  phone: string;
  address: string;
  abn: string;
  supervisorId: string | null;
  tagIds: string[];
}

export function clientFormValues(client?: Client): ClientFormValues {
  return {
    brandId: client?.brandId ?? null,
    regionId: client?.regionId ?? null,
    name: client?.name ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    address: client?.address ?? '',
    abn: client?.abn ? formatAbn(client.abn) : '',
    supervisorId: client?.supervisorId ?? null,
    tagIds: client?.tags.map((tag) => tag.id) ?? [],
  };
}

export function useClientForm(client?: Client) {
  const { t } = useTranslation();
  return useForm<ClientFormValues>({
    initialValues: clientFormValues(client),
    validate: {
      brandId: isNotEmpty(t('clients.form.brandRequired')),
      regionId: isNotEmpty(t('clients.form.regionRequired')),
      name: isNotEmpty(t('clients.form.nameRequired')),
      email: (value) => (value.trim() === '' ? null : isEmail(t('validation.email'))(value.trim())),
      phone: (value) => (isValidPhone(value) ? null : t('validation.phone')),
      abn: (value) => abnError(value, t('clients.form.abnInvalid')),
    },
  });
}

/**
 * `withSupervisor` is false when the caller may not assign, `withTags` when the tags are edited
 * elsewhere: the field is then left as it is.
 */
export function clientInput(values: ClientFormValues, withSupervisor: boolean, withTags = true): ClientInput {
  return {
    brandId: values.brandId ?? '',
    regionId: values.regionId ?? '',
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    abn: abnValue(values.abn),
    ...(withSupervisor ? { supervisorId: values.supervisorId } : {}),
    ...(withTags ? { tagIds: values.tagIds } : {}),
  };
}
