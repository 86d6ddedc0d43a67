/** The services catalogue as checkbox cards; inactive services show only when already chosen. */
import { Badge, Checkbox, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Service } from '../services/api';

interface ServiceCardsProps {
  services: Service[] | undefined;
  selected: string[];
  onChange: (ids: string[]) => void;
}

export function ServiceCards({ services, selected, onChange }: ServiceCardsProps) {
  const { t } = useTranslation();
  if (!services) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} h={72} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const shown = services.filter((service) => service.active || selected.includes(service.id));
  if (shown.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('brands.noServices')}
      </Text>
    );
  }
  const toggle = (id: string, checked: boolean) => onChange(checked ? [...selected, id] : selected.filter((other) => other !== id));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {shown.map((service) => (
        <Checkbox.Card
          key={service.id}
          radius="md"
          p="md"
          checked={selected.includes(service.id)}
          onChange={(checked) => toggle(service.id, checked)}
        >
          <Group wrap="nowrap" align="flex-start" gap="md">
            <Checkbox.Indicator mt={2} />
            <div>
              <Group gap="xs">
                <Text fw={600} size="sm">
                  {service.name}
                </Text>
                {!service.active && (
                  <Badge size="xs" variant="light" color="gray">
                    {t('status.inactive')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed" mt={2}>
                {service.description}
              </Text>
            </div>
          </Group>
        </Checkbox.Card>
      ))}
    </SimpleGrid>
  );
}
