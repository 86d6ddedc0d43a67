/** Deactivate or reactivate a brand, after a confirmation. */
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../ui/ConfirmModal';
import type { Brand } from './api';
import { useSetBrandStatus } from './queries';

export function BrandStatusButton({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const setStatus = useSetBrandStatus(brand.id, close);
  const deactivating = brand.status === 'active';
  return (
    <>
      <Button
        variant={deactivating ? 'default' : 'filled'}
        color={deactivating ? 'red' : 'teal'}
        leftSection={deactivating ? <IconPlayerPause size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />}
        onClick={open}
      >
        {t(deactivating ? 'brands.deactivate' : 'brands.reactivate')}
      </Button>
      <ConfirmModal
        opened={opened}
        onClose={close}
        onConfirm={() => setStatus.mutate(deactivating ? 'inactive' : 'active')}
        title={t(deactivating ? 'brands.deactivateTitle' : 'brands.reactivateTitle', { name: brand.name })}
        confirmLabel={t(deactivating ? 'brands.deactivate' : 'brands.reactivate')}
        color={deactivating ? 'red' : 'teal'}
        loading={setStatus.isPending}
      >
        {t(deactivating ? 'brands.deactivateText' : 'brands.reactivateText')}
      </ConfirmModal>
    </>
  );
}
