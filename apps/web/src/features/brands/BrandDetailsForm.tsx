/**
 * Details and branding of a brand: name, slug (suggested from the name until edited), logo,
 * primary colour and contact email. Step 1 of creating a brand, and the edit form of /brands/{id}.
 */
import { Button, ColorInput, Group, Stack, TextInput } from '@mantine/core';
import { BRAND_DEFAULT_COLOR, createBrandBodySchema } from '@ledgerdesk/domain';
import { useForm } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandInput } from './api';
import { LogoPicker } from './LogoPicker';
import { validateWith } from '../../ui/schemaForm';
import { slugify } from './slug';

const SWATCHES = [BRAND_DEFAULT_COLOR, '#0b7285', '#2f9e44', '#e8590c', '#c2255c', '#6741d9', '#a0522d', '#343a40'];

export const EMPTY_BRAND: BrandInput = { name: '', slug: '', primaryColor: BRAND_DEFAULT_COLOR, contactEmail: '' };

interface BrandDetailsFormProps {
  initial?: BrandInput;
  currentLogoUrl?: string | null;
  submitLabel: string;
  loading: boolean;
  onSubmit: (values: BrandInput, logo: File | null) => void;
  /** Extra buttons left of the submit button (cancel, back). */
  secondary?: ReactNode;
}

export function BrandDetailsForm({ initial, currentLogoUrl, submitLabel, loading, onSubmit, secondary }: BrandDetailsFormProps) {
  const { t } = useTranslation();
  const [logo, setLogo] = useState<File | null>(null);
  // A new brand's slug follows its name until the user types a slug of their own.
  const [slugEdited, setSlugEdited] = useState(Boolean(initial?.slug));
  const form = useForm<BrandInput>({
    initialValues: initial ?? EMPTY_BRAND,
    validate: validateWith<BrandInput>(createBrandBodySchema, {
      name: t('brands.validation.nameRequired'),
      slug: (issue) => (issue.code === 'invalid_format' ? t('brands.validation.slug') : t('brands.validation.slugLength')),
      primaryColor: t('brands.validation.color'),
      contactEmail: t('brands.validation.email'),
    }),
  });

  const submit = form.onSubmit((values) =>
    onSubmit(
      { ...values, name: values.name.trim(), contactEmail: values.contactEmail.trim(), primaryColor: values.primaryColor.toLowerCase() },
      logo,
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group grow align="flex-start">
          <TextInput
            label={t('brands.fields.name')}
            placeholder={t('brands.fields.namePlaceholder')}
            required
            {...form.getInputProps('name')}
            onChange={(event) => {
              const name = event.currentTarget.value;
              form.setFieldValue('name', name);
              if (!slugEdited) form.setFieldValue('slug', slugify(name));
            }}
          />
          <TextInput
            label={t('brands.fields.slug')}
            description={t('brands.fields.slugDescription')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps('slug')}
            onChange={(event) => {
              setSlugEdited(true);
              form.setFieldValue('slug', event.currentTarget.value.toLowerCase());
            }}
          />
        </Group>
        <LogoPicker file={logo} onChange={setLogo} currentUrl={currentLogoUrl} disabled={loading} />
        <Group grow align="flex-start">
          <ColorInput
            label={t('brands.fields.primaryColor')}
            format="hex"
            swatches={SWATCHES}
            swatchesPerRow={8}
            eyeDropperButtonProps={{ 'aria-label': t('a11y.eyeDropper') }}
            required
            withAsterisk={false}
            {...form.getInputProps('primaryColor')}
          />
          <TextInput
            label={t('brands.fields.contactEmail')}
            placeholder={t('brands.fields.contactEmailPlaceholder')}
            type="email"
            required
            {...form.getInputProps('contactEmail')}
          />
        </Group>
        <Group justify="flex-end" gap="sm">
          {secondary}
          <Button type="submit" loading={loading}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
