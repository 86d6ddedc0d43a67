/** The two steps of creating a brand: details and branding, then services and chart. */
import { Card, Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function BrandCreateStepper({ active }: { active: 0 | 1 }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" p="md">
      <Stepper active={active} size="sm" aria-label={t('brands.steps.label')}>
        <Stepper.Step label={t('brands.steps.details')} description={t('brands.steps.detailsDescription')} />
        <Stepper.Step label={t('brands.steps.services')} description={t('brands.steps.servicesDescription')} />
      </Stepper>
    </Card>
  );
}
