/** /services (Super Admin): the catalogue of services brands offer. */
import { Button, Card, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { useServices, type Service } from './api';
import { ServiceFormModal } from './ServiceFormModal';
import { ServiceTable } from './ServiceTable';

export default function ServicesPage() {
  const { t } = useTranslation();
  const services = useServices();
  // null: adding a service; a service: editing it; undefined: the modal is closed.
  const [editing, setEditing] = useState<Service | null | undefined>(undefined);
  const nextOrder = Math.max(0, ...(services.data ?? []).map((service) => service.sortOrder)) + 1;
  return (
    <Stack gap="md" maw={1280}>
      <PageHeader
        title={t('services.title')}
        description={t('services.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t('services.add')}
          </Button>
        }
      />
      <Card withBorder radius="md" p="md">
        <ServiceTable rows={services.data} loading={services.isFetching} onEdit={setEditing} />
      </Card>
      <ServiceFormModal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        service={editing ?? null}
        nextOrder={nextOrder}
      />
    </Stack>
  );
}
