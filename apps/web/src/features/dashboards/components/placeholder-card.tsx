import { Card, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import type { ReactNode } from 'react';

type PlaceholderCardProps = { title: string; children?: ReactNode };

/** A dashboard section the SPEC names but whose content comes later. */
export function PlaceholderCard({ title, children }: PlaceholderCardProps) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h3" mb="xs">
        {title}
      </Title>
      {children ?? <Text>{MESSAGES.comingSoon}</Text>}
    </Card>
  );
}
