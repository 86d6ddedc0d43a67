/** A titled card, the unit the rule editor and the rule history are laid out in. */
import { Card, Title, type CardProps } from '@mantine/core';
import type { ReactNode } from 'react';

export function SectionCard({ title, children, ...card }: { title: string; children: ReactNode } & Omit<CardProps, 'title'>) {
  return (
    <Card withBorder radius="md" p="md" {...card}>
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
