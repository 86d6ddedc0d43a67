/** Legal, Cookies and Privacy pages: short, plain-language documents on the blank layout. */
import { Anchor, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../ui/BrandLogo';

export type LegalDoc = 'legal' | 'cookies' | 'privacy';

const SECTIONS = ['s1', 's2', 's3', 's4'] as const;
const DOCS: readonly LegalDoc[] = ['legal', 'cookies', 'privacy'];

export function LegalDocument({ doc }: { doc: LegalDoc }) {
  const { t } = useTranslation();
  return (
    <Container size={760} py="xl">
      <Group justify="space-between" mb="xl">
        <Anchor component={Link} to="/" underline="never" c="inherit" aria-label={t('nav.home')}>
          <BrandLogo />
        </Anchor>
        <Anchor component={Link} to="/" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            {t('legal.backHome')}
          </Group>
        </Anchor>
      </Group>
      <Paper withBorder radius="lg" p="xl" component="article">
        <Stack gap="md">
          <Title order={1}>{t(`legal.${doc}.title`)}</Title>
          <Text size="sm" c="dimmed">
            {t('legal.updated')}
          </Text>
          <Text>{t(`legal.${doc}.intro`)}</Text>
          {SECTIONS.map((section) => (
            <Stack gap={6} key={section} component="section">
              <Title order={2} fz="lg">
                {t(`legal.${doc}.${section}Title`)}
              </Title>
              <Text>{t(`legal.${doc}.${section}Body`)}</Text>
            </Stack>
          ))}
          <Divider />
          <Text size="sm" c="dimmed">
            {t('legal.contact')}
          </Text>
        </Stack>
      </Paper>
      <Group justify="center" gap="lg" mt="lg" component="nav" aria-label={t('footer.linksLabel')}>
        {DOCS.map((other) => (
          <Anchor key={other} component={Link} to={`/${other}`} size="sm" c={other === doc ? undefined : 'dimmed'}>
            {t(`footer.${other}`)}
          </Anchor>
        ))}
      </Group>
    </Container>
  );
}
