/** Links to the areas the user's role may open (`canOpen` of the domain). */
import { Group, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import type { RoleId } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { quickLinks } from '../../app/navigation';

export function QuickLinksCard({ roleId }: { roleId: RoleId }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="quick-links-title">
      <Title order={2} fz="md" mb="sm" id="quick-links-title">
        {t('dashboard.quickLinksTitle')}
      </Title>
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md" component="nav" aria-label={t('dashboard.quickLinksTitle')}>
        {quickLinks(roleId).map((item) => {
          const Icon = item.icon;
          return (
            <UnstyledButton
              key={item.to}
              component={Link}
              to={item.to}
              p="md"
              bg="var(--mantine-color-body)"
              style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-default-border)' }}
            >
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size={36} radius="md">
                  <Icon size={20} aria-hidden />
                </ThemeIcon>
                <div>
                  <Text size="sm" fw={600}>
                    {t(item.labelKey)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(item.descriptionKey)}
                  </Text>
                </div>
              </Group>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
