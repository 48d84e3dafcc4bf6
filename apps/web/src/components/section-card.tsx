import { Card, Stack, type StackProps, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type SectionCardProps = {
  /** The heading, which also names the section for screen readers. */
  title: ReactNode;
  gap?: StackProps['gap'];
  children: ReactNode;
};

/** A dashboard or profile section: a bordered card named by its level-2 heading. */
export function SectionCard({ title, gap = 'md', children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap={gap}>
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
