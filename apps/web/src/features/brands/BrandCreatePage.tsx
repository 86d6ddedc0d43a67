/**
 * /brands/create, step 1 of 2: creates the brand (or, coming back from step 2 with ?brandId=,
 * updates that draft), uploads the chosen logo, then opens /brands/select-services.
 */
import { Button, Card, Skeleton, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showError } from '../../app/notify';
import { PageHeader } from '../../ui/PageHeader';
import { brandInput, createBrand, updateBrand, uploadBrandLogo, type BrandInput } from './api';
import { BrandCreateStepper } from './BrandCreateStepper';
import { BrandDetailsForm } from './BrandDetailsForm';
import { useBrand, useStoreBrand } from './queries';

export default function BrandCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const draftId = params.get('brandId') ?? undefined;
  const [openedWithDraft] = useState(Boolean(draftId));
  const draft = useBrand(draftId);
  const store = useStoreBrand();

  const save = useMutation({
    mutationFn: async ({ values, logo }: { values: BrandInput; logo: File | null }) => {
      let brand = draftId ? await updateBrand(draftId, values) : await createBrand(values);
      await store(brand);
      // From here on the brand exists: a retry after a refused logo updates it instead.
      if (!draftId) setParams({ brandId: brand.id }, { replace: true });
      if (logo) brand = await uploadBrandLogo(brand.id, logo);
      return brand;
    },
    onSuccess: async (brand) => {
      await store(brand);
      await navigate(`/brands/select-services?brandId=${encodeURIComponent(brand.id)}`);
    },
    onError: (error) => showError(error),
  });

  const waiting = openedWithDraft && !draft.data;
  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t('brands.createTitle')} description={t('brands.stepOf', { step: 1 })} />
      <BrandCreateStepper active={0} />
      <Card withBorder radius="md" p="lg">
        {waiting ? (
          <Stack gap="md" role="status" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton h={56} />
            <Skeleton h={112} />
            <Skeleton h={56} />
          </Stack>
        ) : (
          <BrandDetailsForm
            initial={draft.data ? brandInput(draft.data) : undefined}
            currentLogoUrl={draft.data?.logoUrl}
            submitLabel={t('brands.next')}
            loading={save.isPending}
            onSubmit={(values, logo) => save.mutate({ values, logo })}
            secondary={
              <Button component={Link} to="/brands" variant="default">
                {t('brands.cancel')}
              </Button>
            }
          />
        )}
      </Card>
    </Stack>
  );
}
