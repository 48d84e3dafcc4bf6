import { Card, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import type { ReactNode } from 'react';
import { useSentence } from '../../../i18n/sentences.ts';

type PlaceholderCardProps = {
  /** The section's name, in the language shown. */
  title: string;
  children?: ReactNode;
};

/** A dashboard section the SPEC names but whose content comes later. */
export function PlaceholderCard({ title, children }: PlaceholderCardProps) {
  const sentence = useSentence();
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h3" mb="xs">
        {title}
      </Title>
      {children ?? <Text>{sentence(MESSAGES.comingSoon)}</Text>}
    </Card>
  );
}
