/** The editable parts of /brands/{id}: details and branding, services and chart template, lock approvers. */
import { Card, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { brandInput, updateBrand, uploadBrandLogo, type BrandDetail, type BrandInput } from './api';
import { BrandDetailsForm } from './BrandDetailsForm';
import { BrandLockApproversForm } from './BrandLockApproversForm';
import { BrandServicesForm } from './BrandServicesForm';
import { useStoreBrand } from './queries';

export function BrandEditCards({ brand }: { brand: BrandDetail }) {
  const { t } = useTranslation();
  const store = useStoreBrand();
  const save = useMutation({
    mutationFn: async ({ values, logo }: { values: BrandInput; logo: File | null }) => {
      const updated = await updateBrand(brand.id, values);
      await store(updated);
      return logo ? uploadBrandLogo(brand.id, logo) : updated;
    },
    onSuccess: async (updated) => {
      await store(updated);
      showSuccess(t('brands.saved'));
    },
    onError: (error) => showError(error),
  });
  return (
    <>
      <Card withBorder radius="md" p="lg">
        <Title order={2} fz="md" mb="md">
          {t('brands.detailsTitle')}
        </Title>
        {/* A new logo gives a new URL: the form starts again from the saved brand. */}
        <BrandDetailsForm
          key={brand.logoUrl ?? 'no-logo'}
          initial={brandInput(brand)}
          currentLogoUrl={brand.logoUrl}
          submitLabel={t('brands.save')}
          loading={save.isPending}
          onSubmit={(values, logo) => save.mutate({ values, logo })}
        />
      </Card>
      <Card withBorder radius="md" p="lg">
        <BrandServicesForm brand={brand} submitLabel={t('brands.saveServices')} onSaved={() => showSuccess(t('brands.saved'))} />
      </Card>
      <Card withBorder radius="md" p="lg">
        <BrandLockApproversForm brand={brand} />
      </Card>
    </>
  );
}
