import { Card } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { agentProfileQueryOptions } from '../../../api/agent-details.ts';
import { VerificationState } from './verification-state.tsx';

/**
 * The agent's dashboard says where their verification stands and offers the request, as their
 * profile does (docs/product.md#every-members-pages): what needs verification stays hidden until then,
 * so this is where an unverified agent learns why and what to do. Nothing once verified.
 */
export function DashboardVerification({ agentId }: { agentId: number }) {
  const agent = useQuery(agentProfileQueryOptions(agentId));
  if (!agent.data || agent.data.verificationStatus === 'verified') return null;
  return (
    <Card withBorder padding="lg">
      <VerificationState agent={agent.data} />
    </Card>
  );
}
