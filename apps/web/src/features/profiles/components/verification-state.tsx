import { Alert, Button, Stack, Text } from '@mantine/core';
import { canRequestVerification } from '@scouting/contract/agent-verification';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TAgentDetails } from '@scouting/contract/schemas/profiles';
import { useNavigate } from 'react-router';
import { useProfilesT } from '../../../i18n/areas/profiles.ts';

/**
 * What the agent themself sees about their verification (docs/product.md#every-members-pages): the pending banner, the denial
 * with its reason, and 'Request Verification' only when a request is possible.
 */
export function VerificationState({ agent }: { agent: TAgentDetails }) {
  const navigate = useNavigate();
  const t = useProfilesT();
  const { verificationStatus: status } = agent;
  if (status === 'verified') return null;
  return (
    <Stack gap="sm" align="flex-start" component="section" aria-label={t('profiles.verification.label')}>
      {status === 'pending' ? (
        <Alert color="blue" title={t('profiles.verification.pendingTitle')} w="100%">
          <Text size="sm">{t('profiles.verification.pendingText')}</Text>
        </Alert>
      ) : null}
      {status === 'denied' ? (
        <Alert color="red" title={t('profiles.verification.deniedTitle')} w="100%">
          <Stack gap={4}>
            {agent.rejectionReason ? (
              <Text size="sm">{t('profiles.verification.reason', { reason: isolate(agent.rejectionReason) })}</Text>
            ) : null}
            <Text size="sm">
              {agent.allowResubmission ? t('profiles.verification.mayResubmit') : t('profiles.verification.noResubmit')}
            </Text>
          </Stack>
        </Alert>
      ) : null}
      {status === 'not_requested' ? <Text size="sm">{t('profiles.verification.notRequested')}</Text> : null}
      {canRequestVerification(agent) ? (
        <Button onClick={() => navigate('/agent-verification', { state: { agentId: agent.id } })}>
          {t('profiles.verification.request')}
        </Button>
      ) : null}
    </Stack>
  );
}
