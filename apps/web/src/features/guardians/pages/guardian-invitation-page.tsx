import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/messages';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { useMe } from '../../../api/me.ts';
import { forgetReturnPath } from '../../../api/return-path.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useGuardiansT } from '../../../i18n/areas/guardians.ts';
import { useParentPageLanguage } from '../../../i18n/parent-pages.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useConfirmGuardianInvite } from '../api/guardian-calls.ts';

/**
 * `/guardian-invitation?token=…[&lang=…]` (docs/product.md#parents): the page behind the mail inviting a
 * child's second guardian. Signed in as a Parent, one click accepts it; anyone else is told to sign
 * in with a parent account or create one, and comes back here afterwards (return-path.ts). Opening
 * the link decides nothing: a mail scanner following it links nobody.
 */
export function GuardianInvitationPage() {
  // Back from creating a parent account or signing in: nothing more to come back to.
  useState(forgetReturnPath);
  const ready = useParentPageLanguage();
  if (!ready) return <Skeleton height={240} w="100%" maw={680} mx="auto" aria-hidden />;
  return <InvitationContent />;
}

function InvitationContent() {
  const t = useGuardiansT();
  const sentence = useSentence();
  const [params] = useSearchParams();
  const location = useLocation();
  const token = params.get('token') ?? '';
  const me = useMe();
  const accept = useConfirmGuardianInvite();
  const next = encodeURIComponent(location.pathname + location.search);
  const role = me.data?.member?.role ?? null;
  return (
    <Stack gap="lg" w="100%" maw={680} mx="auto">
      <PageTitle>{t('guardians.invitation.title')}</PageTitle>
      <Title order={1}>{t('guardians.invitation.title')}</Title>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Text>{t('guardians.invitation.intro')}</Text>
          {!token ? (
            <Alert color="red">{sentence(MESSAGES.guardianInviteInvalid)}</Alert>
          ) : me.isPending ? (
            <Skeleton height={48} />
          ) : accept.isSuccess ? (
            <Stack gap="sm">
              <Alert color="pitch" role="status">
                {sentence(accept.data.message)}
              </Alert>
              <Anchor component={Link} to="/parent-dashboard">
                {t('guardians.invitation.dashboard')}
              </Anchor>
            </Stack>
          ) : role === 'Parent' ? (
            <Stack gap="sm">
              <Group>
                <Button onClick={() => accept.mutate(token)} loading={accept.isPending}>
                  {t('guardians.invitation.accept')}
                </Button>
              </Group>
              {accept.isError ? (
                <Alert color="red" role="alert">
                  {sentence(errorMessage(accept.error))}
                </Alert>
              ) : null}
            </Stack>
          ) : (
            <Stack gap="sm">
              <Text>{t(role ? 'guardians.invitation.notParent' : 'guardians.invitation.needAccount')}</Text>
              {role ? null : (
                <Group gap="md">
                  <Button component={Link} to={`/login?next=${next}`}>
                    {t('guardians.invitation.signIn')}
                  </Button>
                  <Button component={Link} to={`/register?role=Parent&next=${next}`} variant="default">
                    {t('guardians.invitation.create')}
                  </Button>
                </Group>
              )}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
