import { DECLINE_TEMPLATES } from '@scouting/contract/application-status';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { applyToOpportunity } from '../../modules/applications/apply.ts';
import { setApplicationStatus } from '../../modules/applications/change-status.ts';
import { starApplication } from '../../modules/applications/stars.ts';
import { answerTrial, inviteToTrial } from '../../modules/applications/trial-invitation.ts';
import { postOpportunity } from '../../modules/opportunities/post-opportunity.ts';
import { updateOpportunity } from '../../modules/opportunities/service.ts';
import { createWriteLimiter } from '../../platform/rate-limits/limit-writes.ts';
import { demoMember } from './demo-people.ts';

/** Posts, applications and stars so /view-posts, /view-applications and /bookmarks have content. */
const DEMO_POSTS = [
  {
    description: 'Trial week for a left-footed winger with a Segunda Federación club. Travel covered.',
    link: 'https://trials.example/winger',
    generalPosition: 'Forwards/Attackers',
    ageRange: '17-20',
  },
  {
    description: 'Goalkeeper wanted for a pre-season camp in Portugal; video of full matches preferred.',
    link: null,
    generalPosition: 'Goal Keepers',
    ageRange: null,
  },
  {
    description: 'Open call for central midfielders aged 21 to 24 looking for a move abroad.',
    link: null,
    generalPosition: 'Midfielders',
    ageRange: '21-24',
  },
  {
    description: 'Any position: showcase tournament in Madrid for free agents. Send your best highlights.',
    link: 'https://showcase.example/madrid',
    generalPosition: null,
    ageRange: null,
  },
] as const;

/** Made-up posts are nobody's news: no saved-search alerts queued for them (decision 072). */
const noAlerts = { savedSearchAlerts: false };

const INTRODUCTIONS = [
  'I have played every minute of the last season and I am ready for the next step.',
  'Two-footed, quick and hungry. My highlights are on my video profile.',
  'Captain of my current side; I would love a chance to show what I can do.',
];

/**
 * Through the same business functions as the API (post, apply, star, close), so every rule of
 * theirs holds for the demo too. The third post closes after it received its applications, as a
 * closed post cannot be applied to.
 */
export async function seedDemoOpportunities(db: Database, storage: Storage, agentIds: number[], playerIds: number[]) {
  const member = (id: number) => demoMember(db, id);
  const posted: { id: number; poster: Member }[] = [];
  for (const [index, post] of DEMO_POSTS.entries()) {
    const postedBy = agentIds[index % agentIds.length];
    if (postedBy === undefined) return;
    const poster = await member(postedBy);
    const { generalPosition, ageRange, ...fields } = post;
    const created = await postOpportunity(db, poster, { ...fields, filters: { generalPosition, ageRange } }, noAlerts);
    posted.push({ id: created.id, poster });
  }
  for (const [index, playerId] of playerIds.entries()) {
    const opportunity = posted[index % posted.length];
    if (!opportunity) continue;
    const data = {
      playerId,
      opportunityId: opportunity.id,
      introduction: INTRODUCTIONS[index % INTRODUCTIONS.length] ?? '',
      profileLink: null,
      videoIds: [],
    };
    const { applicationId } = await applyToOpportunity(
      db,
      storage,
      await member(playerId),
      { data, files: {} },
      DEMO_PARENT_MAILS.appOrigin,
    );
    if (index % 2 === 0) {
      await starApplication(db, opportunity.poster, { agentId: opportunity.poster.id, applicationId });
    }
    await answerApplication(db, opportunity.poster, applicationId, index % 5);
  }
  const closed = posted[2];
  if (closed) await updateOpportunity(db, closed.poster, closed.id, { status: 'Closed' });
}

/** A trial ten days ahead at ten in the morning (UTC), so the demo's invitations are always to come. */
function demoTrial() {
  const startsAt = new Date(Date.now() + 10 * 86_400_000);
  startsAt.setUTCHours(10, 0, 0, 0);
  return {
    startsAt: startsAt.toISOString(),
    venue: 'Ciudad Deportiva, Pitch 3',
    details: 'Bring boots and shin pads; the session lasts about 90 minutes.',
  };
}

/**
 * Applications in every status (docs/product.md#applications), so /my-applications and /view-applications show what
 * answers look like: one in five stays Submitted, then Viewed, Shortlisted, Invited to trial and
 * Declined with a kind message.
 */
async function answerApplication(db: Database, poster: Member, applicationId: number, step: number) {
  const move = (status: 'Viewed' | 'Shortlisted' | 'Declined', message: string | null = null) =>
    setApplicationStatus(db, poster, applicationId, { status, message }, DEMO_PARENT_MAILS);
  if (step === 1) await move('Viewed');
  if (step === 2) await move('Shortlisted');
  if (step === 3) await inviteToTrial(db, poster, applicationId, demoTrial());
  if (step === 4) await move('Declined', DECLINE_TEMPLATES[0].text);
}

/** A minor's parent is copied on a decline's words as in the app, within the seed's own counters. */
const DEMO_PARENT_MAILS = { appOrigin: 'http://localhost:3000', limits: createWriteLimiter() };

/**
 * A scout's and a club's post (decision 020), so the player's Scout and Club tabs have content. No
 * age range: scouts and clubs may not aim at minors, and minors do not see their posts. The first
 * adult player has applied to the club's trial, as they would through /apply, was invited and accepted.
 */
const SCOUT_AND_CLUB_POSTS = {
  Scout: {
    description: 'Scouting for a Norwegian top-flight side: strikers with pace who press from the front.',
    link: null,
    generalPosition: 'Forwards/Attackers',
  },
  Club: {
    description: 'Open trial day for defenders ahead of the new Primera Federación season. Kit provided.',
    link: 'https://trials.example/talavera',
    generalPosition: 'Defenders',
  },
} as const;

export async function seedScoutAndClubOpportunities(
  db: Database,
  storage: Storage,
  posters: { scoutId: number; clubId: number },
  applicantId: number | undefined,
) {
  const { generalPosition: scoutPosition, ...scoutPost } = SCOUT_AND_CLUB_POSTS.Scout;
  await postOpportunity(
    db,
    await demoMember(db, posters.scoutId),
    { ...scoutPost, filters: { generalPosition: scoutPosition } },
    noAlerts,
  );
  const { generalPosition: clubPosition, ...clubPost } = SCOUT_AND_CLUB_POSTS.Club;
  const clubTrial = await postOpportunity(
    db,
    await demoMember(db, posters.clubId),
    { ...clubPost, filters: { generalPosition: clubPosition } },
    noAlerts,
  );
  if (applicantId === undefined) return;
  const data = {
    playerId: applicantId,
    opportunityId: clubTrial.id,
    introduction: INTRODUCTIONS[0] ?? '',
    profileLink: null,
    videoIds: [],
  };
  const applicant = await demoMember(db, applicantId);
  const { applicationId } = await applyToOpportunity(
    db,
    storage,
    applicant,
    { data, files: {} },
    DEMO_PARENT_MAILS.appOrigin,
  );
  // The club invited them to its trial day, and they accepted.
  await inviteToTrial(db, await demoMember(db, posters.clubId), applicationId, demoTrial());
  await answerTrial(db, applicant, applicationId, { answer: 'accept' });
}
