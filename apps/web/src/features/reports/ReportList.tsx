/** The reports of a business as cards: what each shows, a link to view it and one to edit and lock it. */
import { Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { editPath, REPORTS, viewPath } from './reportList';

export function ReportList({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {REPORTS.map((type) => {
        const view = viewPath(type, businessId);
        const title = t(`reports.types.${type}.title`);
        return (
          <Card key={type} withBorder padding="lg" component="section" aria-label={title}>
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed" mb="md" flex={1}>
              {t(`reports.types.${type}.description`)}
            </Text>
            <Group gap="xs">
              {view && (
                <Button component={Link} to={view} size="xs" variant="light">
                  {t('reports.hub.open')}
                </Button>
              )}
              <Button component={Link} to={editPath(type, businessId)} size="xs" variant="default">
                {t('reports.hub.edit')}
              </Button>
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
