import { Alert, Button, FileInput, Skeleton, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { APPLY_HINT_MS, MB, MESSAGES, UPLOAD_RULES, ZApplyForm } from '@scouting/contract';
import { IconFileText } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useMember } from '../../../hooks/use-member.ts';
import { useApply } from '../api/apply.ts';
import { appliedStatusQueryOptions } from '../api/get-applied-status.ts';

const CV_RULE = UPLOAD_RULES.cv;
const CV_MB = CV_RULE.maxBytes / MB;
const CV_EXTENSIONS = /\.(pdf|docx?)$/i;
const appliedDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The words SPEC §8 gives for a failed application. */
function applyErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return MESSAGES.applyServerError;
  return error.message || MESSAGES.somethingWentWrong;
}

/** `/apply/{opportunityId}` (SPEC §2, §5, §8): introduction, optional CV and profile link. */
export function ApplyPage() {
  const member = useMember();
  const navigate = useNavigate();
  const opportunityId = Number(useParams().opportunityId);
  const apply = useApply();
  const applied = useQuery(appliedStatusQueryOptions(opportunityId));
  const [hint, setHint] = useState(true);
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { introduction: '', profileLink: '' },
    validate: schemaResolver(ZApplyForm, { sync: true }),
  });

  // SPEC §9: the eligibility hint shows for 5 seconds.
  useEffect(() => {
    const timer = setTimeout(() => setHint(false), APPLY_HINT_MS);
    return () => clearTimeout(timer);
  }, []);

  const chooseCv = (file: File | null) => {
    setCv(file);
    if (file && !CV_EXTENSIONS.test(file.name)) setCvError('The CV must be a .pdf, .doc or .docx file.');
    else if (file && file.size > CV_RULE.maxBytes) setCvError(`The CV must be at most ${CV_MB} MB.`);
    else setCvError(null);
  };

  const submit = form.onSubmit((values) => {
    if (cvError) return;
    apply.mutate(
      { playerId: member.id, opportunityId, introduction: values.introduction, profileLink: values.profileLink, cv },
      {
        onSuccess: () => {
          notifications.show({ color: 'pitch', message: MESSAGES.applicationSubmitted });
          navigate('/player-dashboard');
        },
      },
    );
  });

  if (!Number.isInteger(opportunityId) || opportunityId <= 0) {
    return <Alert color="red">{MESSAGES.opportunityNotFound}</Alert>;
  }
  if (applied.isPending) {
    return (
      <Stack gap="lg" maw={640} role="status" aria-label="Loading the opportunity">
        <PageTitle>Apply</PageTitle>
        <Skeleton height={36} width="40%" />
        <Skeleton height={160} />
      </Stack>
    );
  }
  // A second application only ends in an error, so the page says it is done instead (issue 13).
  // Should the check itself fail, the form shows and the server still refuses a second one.
  if (applied.data?.appliedAt) {
    return (
      <Stack gap="lg" maw={640}>
        <PageTitle>Apply</PageTitle>
        <Title order={1}>Apply</Title>
        <Alert color="blue" role="status" title="Applied">
          {MESSAGES.alreadyApplied} You applied on {appliedDate.format(new Date(applied.data.appliedAt))}.
        </Alert>
        <Button component={Link} to="/player-dashboard" variant="default" style={{ alignSelf: 'flex-start' }}>
          Back to your dashboard
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={640}>
      <PageTitle>Apply</PageTitle>
      <Title order={1}>Apply</Title>
      {hint ? (
        <Alert color="blue" role="status">
          {MESSAGES.applyHint}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Textarea
            label="Introduction"
            required
            autosize
            minRows={4}
            key={form.key('introduction')}
            {...form.getInputProps('introduction')}
          />
          <FileInput
            label="CV (optional)"
            description={`${CV_RULE.label}, at most ${CV_MB} MB`}
            accept={CV_RULE.accept}
            clearable
            leftSection={<IconFileText size={18} aria-hidden />}
            value={cv}
            onChange={chooseCv}
            error={cvError}
          />
          <TextInput
            label="Profile link (optional)"
            type="url"
            placeholder="https://"
            key={form.key('profileLink')}
            {...form.getInputProps('profileLink')}
          />
          {apply.isError ? (
            <Alert color="red" role="alert">
              {applyErrorMessage(apply.error)}
            </Alert>
          ) : null}
          <Button type="submit" loading={apply.isPending} style={{ alignSelf: 'flex-start' }}>
            Submit Application
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
