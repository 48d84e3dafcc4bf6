import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  FileInput,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MAX_APPLICATION_VIDEOS } from '@scouting/contract/application-status';
import { isolate } from '@scouting/contract/bidi-isolate';
import { APPLY_HINT_MS } from '@scouting/contract/constants';
import { MESSAGES } from '@scouting/contract/messages';
import { ZApplyForm } from '@scouting/contract/schemas/applications';
import { MB, UPLOAD_RULES } from '@scouting/contract/uploads';
import { IconFileText } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { UploadProgressBar } from '../../../components/upload-progress-bar.tsx';
import { useMember } from '../../../hooks/use-member.ts';
import { useParentHold } from '../../../hooks/use-parent-hold.ts';
import { ROLE_IDS, useApplicationDates, useApplicationsT } from '../../../i18n/areas/applications.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useApply } from '../api/apply.ts';
import { appliedStatusQueryOptions } from '../api/get-applied-status.ts';
import { ownShownVideosQueryOptions } from '../api/get-own-videos.ts';

const CV_RULE = UPLOAD_RULES.cv;
const CV_MB = CV_RULE.maxBytes / MB;
const CV_EXTENSIONS = /\.(pdf|docx?)$/i;
/** Not a word: the start of a link, the same in every language. */
const LINK_PLACEHOLDER = 'https://';

/** The contract's words for a failed application. */
function applyErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return MESSAGES.applyServerError;
  return error.message || MESSAGES.somethingWentWrong;
}

/**
 * `/apply/{opportunityId}` (docs/product.md#applications): introduction, optional CV, and the video profile with up
 * to a few clips put first (decision 068); another profile link only on request.
 */
export function ApplyPage() {
  const t = useApplicationsT();
  const sentence = useSentence();
  const dates = useApplicationDates();
  const member = useMember();
  const navigate = useNavigate();
  const opportunityId = Number(useParams().opportunityId);
  const apply = useApply();
  const applied = useQuery(appliedStatusQueryOptions(opportunityId));
  const [hint, setHint] = useState(true);
  const [cv, setCv] = useState<File | null>(null);
  const [clips, setClips] = useState<string[]>([]);
  const [otherLink, setOtherLink] = useState(false);
  // What is wrong with the chosen CV, shown in the language of the moment.
  const [cvError, setCvError] = useState<'type' | 'size' | null>(null);
  // Share of the form sent so far, while a CV is on its way (null otherwise).
  const [sent, setSent] = useState<number | null>(null);
  const hold = useParentHold();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { introduction: '', profileLink: '' },
    validate: schemaResolver(ZApplyForm, { sync: true }),
  });
  // A field's props, its error (the contract's rule) in the language shown.
  const field = (name: 'introduction' | 'profileLink') => {
    const props = form.getInputProps(name);
    return { ...props, error: typeof props.error === 'string' ? sentence(props.error) : props.error };
  };
  const poster = applied.data?.opportunity?.postedBy;
  const posterRole = poster && ROLE_IDS[poster.role];

  // docs/product.md#applications: the eligibility hint shows for 5 seconds.
  useEffect(() => {
    const timer = setTimeout(() => setHint(false), APPLY_HINT_MS);
    return () => clearTimeout(timer);
  }, []);

  const chooseCv = (file: File | null) => {
    setCv(file);
    if (file && !CV_EXTENSIONS.test(file.name)) setCvError('type');
    else if (file && file.size > CV_RULE.maxBytes) setCvError('size');
    else setCvError(null);
  };

  const submit = form.onSubmit((values) => {
    if (cvError || hold) return;
    setSent(cv ? 0 : null);
    apply.mutate(
      {
        playerId: member.id,
        opportunityId,
        introduction: values.introduction,
        profileLink: otherLink ? values.profileLink : '',
        videoIds: clips.map(Number),
        cv,
        onProgress: cv ? setSent : undefined,
      },
      {
        onSettled: () => setSent(null),
        onSuccess: () => {
          notifications.show({ color: 'pitch', message: sentence(MESSAGES.applicationSubmitted) });
          navigate('/player-dashboard');
        },
      },
    );
  });

  if (!Number.isInteger(opportunityId) || opportunityId <= 0) {
    return <Alert color="red">{sentence(MESSAGES.opportunityNotFound)}</Alert>;
  }
  if (applied.isPending) {
    return (
      <Stack gap="lg" maw={640} role="status" aria-label={t('applications.apply.loading')}>
        <PageTitle>{t('applications.apply.title')}</PageTitle>
        <Skeleton height={36} width="40%" />
        <Skeleton height={160} />
      </Stack>
    );
  }
  // A second application only ends in an error, so the page says it is done instead (decision 010).
  // Should the check itself fail, the form shows and the server still refuses a second one.
  if (applied.data?.appliedAt) {
    return (
      <Stack gap="lg" maw={640}>
        <PageTitle>{t('applications.apply.title')}</PageTitle>
        <Title order={1}>{t('applications.apply.title')}</Title>
        <Alert color="blue" role="status" title={t('applications.apply.applied')}>
          {sentence(MESSAGES.alreadyApplied)}{' '}
          {t('applications.apply.appliedOn', { date: dates.date(applied.data.appliedAt) })}
        </Alert>
        <Button component={Link} to="/player-dashboard" variant="default" style={{ alignSelf: 'flex-start' }}>
          {t('applications.apply.backToDashboard')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={640}>
      <PageTitle>{t('applications.apply.title')}</PageTitle>
      <Title order={1}>{t('applications.apply.title')}</Title>
      {/* What this form applies to, and to whom (docs/conventions.md#look-and-feel). */}
      {applied.data?.opportunity && poster ? (
        <Paper withBorder p="md" component="section" aria-label={t('applications.apply.opportunity')}>
          <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {applied.data.opportunity.description}
          </Text>
          <Text size="sm" c="dimmed" mt="xs">
            {t('applications.apply.postedBy', {
              name: isolate(poster.fullName),
              role: posterRole ? t(posterRole) : poster.role,
            })}
          </Text>
        </Paper>
      ) : null}
      {hold ? (
        <Alert color="red" role="status">
          {sentence(hold)}
        </Alert>
      ) : null}
      {hint ? (
        <Alert color="blue" role="status">
          {sentence(MESSAGES.applyHint)}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <GrowingTextarea
            label={t('applications.apply.introduction')}
            required
            minRows={4}
            key={form.key('introduction')}
            {...field('introduction')}
          />
          <FileInput
            label={t('applications.apply.cv')}
            description={t('applications.apply.cvHint', { mb: CV_MB })}
            accept={CV_RULE.accept}
            clearable
            leftSection={<IconFileText size={18} aria-hidden />}
            value={cv}
            onChange={chooseCv}
            error={
              cvError &&
              t(cvError === 'type' ? 'applications.apply.cvType' : 'applications.apply.cvSize', { mb: CV_MB })
            }
          />
          <VideoProfileChoice playerId={member.id} value={clips} onChange={setClips} />
          {otherLink ? (
            <TextInput
              label={t('applications.apply.profileLink')}
              type="url"
              placeholder={LINK_PLACEHOLDER}
              key={form.key('profileLink')}
              {...field('profileLink')}
            />
          ) : (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setOtherLink(true)}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('applications.apply.otherLink')}
            </Button>
          )}
          {apply.isError ? (
            <Alert color="red" role="alert">
              {sentence(applyErrorMessage(apply.error))}
            </Alert>
          ) : null}
          {sent !== null ? (
            <UploadProgressBar share={sent}>
              {t('applications.apply.sendingCv', { percent: Math.round(sent * 100) })}
            </UploadProgressBar>
          ) : null}
          <Button type="submit" loading={apply.isPending} disabled={hold !== null} style={{ alignSelf: 'flex-start' }}>
            {t('applications.apply.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * The video profile goes with the application; the player ticks up to MAX_APPLICATION_VIDEOS of
 * their shown videos to put first. With none, the form says where to add them.
 */
function VideoProfileChoice({
  playerId,
  value,
  onChange,
}: {
  playerId: number;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const t = useApplicationsT();
  const shown = useQuery(ownShownVideosQueryOptions(playerId));
  const profile = `/video-profile/${playerId}`;
  const full = value.length >= MAX_APPLICATION_VIDEOS;
  return (
    <Paper withBorder p="md" component="section" aria-label={t('applications.apply.videoProfileSection')}>
      <Stack gap="sm">
        <Text>
          {t('applications.apply.videoProfile')}{' '}
          <Anchor component={Link} to={profile}>
            {t('applications.apply.seeVideoProfile')}
          </Anchor>
        </Text>
        {shown.isPending ? (
          <Skeleton height={60} />
        ) : (shown.data ?? []).length === 0 ? (
          // Plain text: a link inside a tinted alert falls short of the contrast a link needs.
          <Text size="sm">
            {t('applications.apply.noVideos')}{' '}
            <Anchor component={Link} to={profile}>
              {t('applications.apply.addVideos')}
            </Anchor>
          </Text>
        ) : (
          <Checkbox.Group
            label={t('applications.apply.clips')}
            description={t('applications.apply.clipsHint', { max: MAX_APPLICATION_VIDEOS })}
            value={value}
            onChange={onChange}
          >
            <Stack gap="xs" mt="xs">
              {(shown.data ?? []).map((video) => {
                const id = String(video.id);
                return (
                  <Checkbox
                    key={video.id}
                    value={id}
                    disabled={full && !value.includes(id)}
                    label={
                      <Group gap="sm" wrap="nowrap">
                        {video.thumbnail_url ? (
                          <img
                            src={video.thumbnail_url}
                            alt=""
                            width={64}
                            height={36}
                            loading="lazy"
                            style={{ objectFit: 'cover', borderRadius: 4, flexShrink: 0 }}
                          />
                        ) : null}
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          <bdi>{video.title}</bdi>
                        </Text>
                      </Group>
                    }
                  />
                );
              })}
            </Stack>
          </Checkbox.Group>
        )}
      </Stack>
    </Paper>
  );
}
