import { Anchor, Group, Stack, Text } from '@mantine/core';
import { applicantFit, type TFitFacet, type TFitFilters } from '@scouting/contract/applicant-fit';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TApplication, TApplicationVideo } from '@scouting/contract/schemas/applications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext } from 'react';
import { Link } from 'react-router';
import { type ApplicationsMessageId, useApplicationsT } from '../../../i18n/areas/applications.ts';

/**
 * How the page plays a video: the videos feature's player, given by the page that composes the
 * features (docs/architecture.md#the-layers). Without it the card links to the video profile only.
 */
export const ApplicationVideoPlayer = createContext<((video: TApplicationVideo) => ReactNode) | null>(null);

const FACET_IDS: Record<TFitFacet, ApplicationsMessageId> = {
  position: 'applications.fit.position',
  age: 'applications.fit.age',
  country: 'applications.fit.country',
};

const FOOT_IDS: Readonly<Record<string, ApplicationsMessageId>> = {
  Left: 'applications.applicant.footLeft',
  Right: 'applications.applicant.footRight',
};

/**
 * What the poster judges an applicant by at a glance (decision 068): position, age, foot and
 * country, how they fit the post's filters, and the first video (the player's chosen clip, else
 * their profile's first), a poster image until the poster asks for the player.
 */
export function ApplicantSummary({ application }: { application: TApplication }) {
  const t = useApplicationsT();
  const { applicant } = application;
  if (!applicant) return null;
  const notGiven = t('applications.applicant.notGiven');
  const position = [applicant.primaryPosition, applicant.secondaryPosition].filter(Boolean).join(' / ');
  const foot = applicant.preferredFoot ? FOOT_IDS[applicant.preferredFoot] : undefined;
  const facts: [string, string][] = [
    [t('applications.applicant.position'), position || notGiven],
    [t('applications.applicant.age'), applicant.age === null ? notGiven : String(applicant.age)],
    [t('applications.applicant.foot'), foot ? t(foot) : (applicant.preferredFoot ?? notGiven)],
    [t('applications.applicant.country'), applicant.country ?? notGiven],
  ];
  return (
    <Stack gap="xs" data-applicant-summary>
      <Group gap="md" component="dl" style={{ margin: 0, rowGap: 4 }}>
        {facts.map(([label, value]) => (
          <Group key={label} gap={4} wrap="nowrap">
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0}>
              {value}
            </Text>
          </Group>
        ))}
      </Group>
      <FitLine filters={application.opportunity.filters} applicant={applicant} />
      <FirstVideo application={application} />
    </Stack>
  );
}

/** "Matches position and age", and what does not match, from the contract's rule. */
function FitLine({ filters, applicant }: { filters: TFitFilters; applicant: NonNullable<TApplication['applicant']> }) {
  const t = useApplicationsT();
  const { matches, misses } = applicantFit(filters, applicant);
  const list = (facets: TFitFacet[]) => {
    const [first = '', second = '', third = ''] = facets.map((facet) => t(FACET_IDS[facet]));
    if (facets.length === 3) return t('applications.fit.three', { first, second, third });
    return facets.length === 2 ? t('applications.fit.two', { first, second }) : first;
  };
  // A post without position, age or country filters says nothing about fit.
  if (matches.length === 0 && misses.length === 0) return null;
  return (
    <Stack gap={2} data-fit-line>
      {matches.length > 0 ? (
        <Group gap={4} wrap="nowrap">
          <IconCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
          <Text size="sm">{t('applications.fit.matches', { facets: list(matches) })}</Text>
        </Group>
      ) : null}
      {misses.length > 0 ? (
        <Group gap={4} wrap="nowrap">
          <IconX size={16} color="var(--mantine-color-orange-9)" aria-hidden />
          <Text size="sm">{t('applications.fit.misses', { facets: list(misses) })}</Text>
        </Group>
      ) : null}
    </Stack>
  );
}

function FirstVideo({ application }: { application: TApplication }) {
  const t = useApplicationsT();
  const play = useContext(ApplicationVideoPlayer);
  const video = application.firstVideo;
  const name = application.player.fullName;
  const profile = `/video-profile/${application.playerId}`;
  if (!video) {
    return (
      <Text size="sm" c="dimmed">
        {t('applications.applicant.noVideo')}
      </Text>
    );
  }
  const chosen = application.videoIds.includes(video.id);
  return (
    <Stack gap={4} maw={420} data-first-video={video.id}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        <bdi>{video.title}</bdi>{' '}
        <Text span size="sm" c="dimmed" fw={400}>
          ({t(chosen ? 'applications.applicant.chosenClip' : 'applications.applicant.profileVideo')})
        </Text>
      </Text>
      {play?.(video)}
      <Anchor component={Link} to={profile} size="sm">
        {t('applications.applicant.videoProfile', { name: isolate(name) })}
      </Anchor>
    </Stack>
  );
}
