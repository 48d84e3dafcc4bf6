import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TConsentAnswer } from '@scouting/contract/parental-consent';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { useConsentT } from '../../../i18n/parent-pages.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useAnswerConsent } from '../api/answer-consent.ts';

type ConsentAnswerButtonsProps = { token: string; childFirstName: string; preselected: TConsentAnswer };

/**
 * The parent's decision. The refuse link of the mail only preselects refusing: the answer is always
 * a click here, so a mail scanner opening the link decides nothing.
 */
export function ConsentAnswerButtons({ token, childFirstName, preselected }: ConsentAnswerButtonsProps) {
  const t = useConsentT();
  const sentence = useSentence();
  const answer = useAnswerConsent();
  if (answer.isSuccess) {
    return (
      <Stack gap="sm">
        <Alert
          color={answer.data.consent === 'confirmed' ? 'pitch' : 'orange'}
          role="status"
          title={t('consent.thanks')}
        >
          {sentence(answer.data.message)}
        </Alert>
        {/* A parent signed in to their account is now the child's guardian there (docs/product.md#parents). */}
        {answer.data.guardianLinked ? (
          <Anchor component={Link} to="/parent-dashboard">
            {t('consent.openParentDashboard')}
          </Anchor>
        ) : null}
      </Stack>
    );
  }
  const send = (choice: TConsentAnswer) => answer.mutate({ token, answer: choice });
  const refusing = preselected === 'refuse';
  return (
    <Stack gap="sm">
      {refusing ? (
        <Text fw={600}>{t('consent.refusing')}</Text>
      ) : (
        <Text fw={600}>{t('consent.question', { childFirstName: isolate(childFirstName) })}</Text>
      )}
      <Group gap="sm" wrap="wrap">
        <Button
          variant={refusing ? 'outline' : 'filled'}
          onClick={() => send('confirm')}
          loading={answer.isPending && answer.variables?.answer === 'confirm'}
          disabled={answer.isPending}
        >
          {t('consent.confirmButton')}
        </Button>
        <Button
          color="red"
          variant={refusing ? 'filled' : 'outline'}
          onClick={() => send('refuse')}
          loading={answer.isPending && answer.variables?.answer === 'refuse'}
          disabled={answer.isPending}
        >
          {t('consent.refuseButton')}
        </Button>
      </Group>
      {answer.isError ? (
        <Alert color="red" role="alert">
          {sentence(errorMessage(answer.error))}
        </Alert>
      ) : null}
    </Stack>
  );
}
