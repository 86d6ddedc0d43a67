/** The client form's values, their check, and the API input they become. */
import { useForm } from '@mantine/form';
import { createClientBodySchema, formatAbn } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { abnValue } from '../../ui/AbnInput';
import { validateWith } from '../../ui/schemaForm';
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
  const tooLong = (issue: { code: string; maximum?: unknown }) =>
    issue.code === 'too_big' ? t('validation.maxLength', { count: Number(issue.maximum) }) : undefined;
  // The server's create rule checks what the form would send, so both refuse the same values.
  const check = validateWith<ClientInput>(createClientBodySchema, {
    brandId: t('clients.form.brandRequired'),
    regionId: t('clients.form.regionRequired'),
    name: (issue) => tooLong(issue) ?? t('clients.form.nameRequired'),
    email: t('validation.email'),
    phone: t('validation.phone'),
    address: (issue) => tooLong(issue) ?? t('validation.required'),
    abn: t('clients.form.abnInvalid'),
  });
  return useForm<ClientFormValues>({
    initialValues: clientFormValues(client),
    validate: (values) => check(clientInput(values, true)),
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
