import { Anchor, Badge, Button, Card, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { type Fact, FactList } from '../components/fact-list.tsx';
import { ReasonDecisionModal } from '../components/reason-decision-modal.tsx';

type Revoke = {
  /** The request carries the badge: the admin may take it back. */
  shown: boolean;
  button: string;
  ariaLabel: string;
  title: string;
  confirmLabel: string;
  onConfirm: (reason: string) => Promise<unknown>;
  /** What revoking does and to whom. */
  body: ReactNode;
};

type ReviewRequestCardProps = {
  headingId: string;
  /** Who asks, as they named themselves: the card's heading. */
  name: string;
  headingStyle?: CSSProperties;
  badge: { label: string; color: string; c?: string | undefined };
  /** Still waiting for a decision: a light badge, a filled one once decided. */
  waiting: boolean;
  facts: Fact[];
  /** The uploaded documents, each opened in a new tab. */
  documents: { href: string; label: string }[];
  profile: { to: string; label: string };
  /** The decisions this request still allows. */
  children: ReactNode;
  revoke: Revoke;
};

/**
 * One verification request in an admin's queue, an agent's or a club's (docs/product.md#admin-pages):
 * who asks and the state, the facts, the documents and the profile, the open decisions, and the
 * revoking of a badge with its reason.
 */
export function ReviewRequestCard({
  headingId,
  name,
  headingStyle,
  badge,
  waiting,
  facts,
  documents,
  profile,
  children,
  revoke,
}: ReviewRequestCardProps) {
  const [revoking, revokeDialog] = useDisclosure(false);
  return (
    <Card withBorder padding="md" component="li" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId} style={headingStyle}>
            <bdi>{name}</bdi>
          </Title>
          <Badge color={badge.color} c={badge.c} variant={waiting ? 'light' : 'filled'}>
            {badge.label}
          </Badge>
        </Group>
        <FactList facts={facts} hideEmpty density="compact" />
        <Group gap="md" wrap="wrap">
          {documents.map((document) => (
            <Anchor key={document.label} href={document.href} target="_blank" rel="noopener">
              {document.label} <IconExternalLink size={14} aria-hidden />
            </Anchor>
          ))}
          <Anchor component={Link} to={profile.to}>
            {profile.label}
          </Anchor>
        </Group>
        {children}
        {revoke.shown ? (
          <Group>
            <Button color="red.9" onClick={revokeDialog.open} aria-label={revoke.ariaLabel}>
              {revoke.button}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <ReasonDecisionModal
        opened={revoking}
        onClose={revokeDialog.close}
        title={revoke.title}
        confirmLabel={revoke.confirmLabel}
        onConfirm={revoke.onConfirm}
      >
        {revoke.body}
      </ReasonDecisionModal>
    </Card>
  );
}
