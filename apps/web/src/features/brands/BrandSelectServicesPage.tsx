/** /brands/select-services?brandId=…, step 2 of 2: services and chart template, then /brands/{id}. */
import { Alert, Anchor, Button, Card, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showSuccess } from '../../app/notify';
import { PageHeader } from '../../ui/PageHeader';
import { BrandCreateStepper } from './BrandCreateStepper';
import { BrandServicesForm } from './BrandServicesForm';
import { useBrand } from './queries';

export default function BrandSelectServicesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const brandId = params.get('brandId') ?? undefined;
  const brand = useBrand(brandId);

  let body;
  if (!brandId || brand.isError) {
    body = (
      <Alert color="yellow" title={t('brands.missingBrand')}>
        <Anchor component={Link} to="/brands/create">
          {t('brands.startOver')}
        </Anchor>
      </Alert>
    );
  } else if (!brand.data) {
    body = <Skeleton h={320} radius="md" role="status" aria-label={t('common.loading')} />;
  } else {
    body = (
      <BrandServicesForm
        brand={brand.data}
        submitLabel={t('brands.finish')}
        onSaved={(saved) => {
          showSuccess(t('brands.created', { name: saved.name }));
          void navigate(`/brands/${encodeURIComponent(saved.id)}`);
        }}
        secondary={
          <Button component={Link} to={`/brands/create?brandId=${encodeURIComponent(brandId)}`} variant="default">
            {t('brands.back')}
          </Button>
        }
      />
    );
  }

  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t('brands.createTitle')} description={t('brands.stepOf', { step: 2 })} />
      <BrandCreateStepper active={1} />
      <Card withBorder radius="md" p="lg">
        {body}
      </Card>
    </Stack>
  );
}
