/** Names, phone and language of the signed-in user; 'Update successfully.' when saved. */
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { isValidPhone } from '@ledgerdesk/domain';
import { isNotEmpty, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { changeLanguage } from '../../i18n';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '../../i18n/language';
import type { Me } from '../auth/api';
import { session } from '../auth/session';
import { meKey, updateMe, type ProfileInput } from './api';

export function ProfileForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<ProfileInput>({
    initialValues: { firstName: me.firstName, lastName: me.lastName, phone: me.phone ?? '', language: me.language },
    validate: {
      firstName: isNotEmpty(t('validation.required')),
      lastName: isNotEmpty(t('validation.required')),
      phone: (value) => (isValidPhone(value) ? null : t('validation.phone')),
    },
  });
  const save = useMutation({
    mutationFn: (values: ProfileInput) =>
      updateMe({ ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), phone: values.phone.trim() }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(meKey, updated);
      session.updateProfile({ firstName: updated.firstName, lastName: updated.lastName, avatar: updated.avatar });
      // The UI follows the profile language only when the user changed it here.
      if (form.isDirty('language')) await changeLanguage(updated.language);
      form.resetDirty({ firstName: updated.firstName, lastName: updated.lastName, phone: updated.phone ?? '', language: updated.language });
      showSuccess(t('account.updateSuccess'));
    },
    onError: (error) => showError(error),
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        <Group grow align="flex-start">
          <TextInput label={t('account.firstName')} autoComplete="given-name" required {...form.getInputProps('firstName')} />
          <TextInput label={t('account.lastName')} autoComplete="family-name" required {...form.getInputProps('lastName')} />
        </Group>
        <TextInput label={t('account.email')} value={me.email} readOnly disabled description={t('account.emailHint')} />
        <Group grow align="flex-start">
          <TextInput
            label={t('account.phone')}
            placeholder={t('account.phonePlaceholder')}
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <Select
            label={t('account.language')}
            data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
            allowDeselect={false}
            value={form.values.language}
            onChange={(value) => isLanguage(value) && form.setFieldValue('language', value)}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('account.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
