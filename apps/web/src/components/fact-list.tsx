import { Anchor, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One label and its value; null is shown as a dash (see `hideEmpty` to leave it out instead). */
export type Fact = [label: string, value: ReactNode];

type FactListProps = {
  facts: readonly Fact[];
  /** Leave out facts without a value instead of showing a dash (review cards: only what was sent). */
  hideEmpty?: boolean;
  /** `compact` for facts inside a card of a list. */
  density?: 'comfortable' | 'compact';
};

/** Read-only label/value facts as a description list: one column on phones, three on desktops. */
export function FactList({ facts, hideEmpty = false, density = 'comfortable' }: FactListProps) {
  const shown = hideEmpty ? facts.filter(([, value]) => value !== null && value !== undefined && value !== '') : facts;
  const compact = density === 'compact';
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing={compact ? 'sm' : 'md'}
      verticalSpacing={compact ? 'xs' : 'sm'}
      m={0}
    >
      {shown.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value ?? '—'}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** A link a member typed (website, Transfermarkt): a link when it is http(s), the plain text otherwise. */
export function ExternalLink({ href }: { href: string }) {
  return /^https?:\/\//.test(href) ? (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {href}
    </Anchor>
  ) : (
    href
  );
}
