/** The available reports of a business as cards linking to them. */
import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REPORTS } from './reportList';

export function ReportList({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {REPORTS.map((report) => (
        <Card key={report.key} component={Link} to={report.path(businessId)} withBorder padding="lg">
          <Text fw={600}>{t(report.labelKey)}</Text>
          <Text size="sm" c="dimmed">
            {t(report.descriptionKey)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
