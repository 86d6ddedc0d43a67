/** One card of /secret: a titled form of settings saved together. */
import { Card, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

export function SettingsSection({ title, description, onSubmit, children }: SettingsSectionProps) {
  return (
    <Card withBorder radius="md" p="md">
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="sm">
          <div>
            <Title order={2} fz="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
          {children}
        </Stack>
      </form>
    </Card>
  );
}
