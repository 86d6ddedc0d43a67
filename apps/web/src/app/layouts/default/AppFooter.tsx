/** Footer: copyright with the Legal, Cookies and Privacy links. */
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="lg" justify="space-between" wrap="nowrap">
      <Text size="xs" c="dimmed">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </Text>
      <Group gap="md" component="nav" aria-label={t('footer.linksLabel')}>
        <Anchor component={Link} to="/legal" size="xs" c="dimmed">
          {t('footer.legal')}
        </Anchor>
        <Anchor component={Link} to="/cookies" size="xs" c="dimmed">
          {t('footer.cookies')}
        </Anchor>
        <Anchor component={Link} to="/privacy" size="xs" c="dimmed">
          {t('footer.privacy')}
        </Anchor>
      </Group>
    </Group>
  );
}
