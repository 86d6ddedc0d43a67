/** The business's settings, editable by those who may change it, with its lock date. */
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { can, formatDate, type RoleId } from '@ledgerdesk/domain';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Business } from './api';
import { businessInput, useBusinessForm } from './businessForm';
import { BusinessFormFields } from './BusinessFormFields';
import { useSaveBusiness } from './queries';

export function BusinessOverviewTab({ business, roleId }: { business: Business; roleId: RoleId }) {
  const { t } = useTranslation();
  const form = useBusinessForm(business);
  const save = useSaveBusiness();
  const editable = can(roleId, 'businesses:write') && business.status === 'active';
  return (
    <Stack gap="lg">
      <Alert
        variant="light"
        color={business.lockDate ? 'orange' : 'gray'}
        icon={<IconLock size={18} aria-hidden />}
        title={t('businesses.overview.lockDate')}
      >
        <Text size="sm">
          {business.lockDate
            ? t('businesses.overview.lockedUntil', { date: formatDate(business.lockDate) })
            : t('businesses.overview.notLocked')}
        </Text>
      </Alert>
      <Card withBorder radius="md" p="lg">
        <Title order={2} fz="h4" mb="md">
          {t('businesses.overview.settings')}
        </Title>
        <form
          noValidate
          onSubmit={form.onSubmit((values) =>
            save.mutate(
              { id: business.id, clientId: business.clientId, input: businessInput(values) },
              { onSuccess: () => form.resetDirty() },
            ),
          )}
        >
          <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0 }}>
            <BusinessFormFields form={form} />
          </fieldset>
          {editable && (
            <Group justify="flex-end" mt="md">
              <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || save.isPending}>
                {t('clients.page.reset')}
              </Button>
              <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
                {t('businesses.form.save')}
              </Button>
            </Group>
          )}
        </form>
      </Card>
    </Stack>
  );
}
