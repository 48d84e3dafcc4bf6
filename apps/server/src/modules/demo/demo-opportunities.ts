import type { Transaction } from '../../db/client.ts';
import { applications, opportunities, starredApplications } from '../../db/schema/index.ts';
import { notify } from '../notifications/notify.ts';

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

const INTRODUCTIONS = [
  'I have played every minute of the last season and I am ready for the next step.',
  'Two-footed, quick and hungry. My highlights are on my video profile.',
  'Captain of my current side; I would love a chance to show what I can do.',
];

export async function seedDemoOpportunities(
  tx: Transaction,
  agentIds: number[],
  players: { memberId: number; fullName: string }[],
) {
  const posted: { id: number; postedBy: number }[] = [];
  for (const [index, post] of DEMO_POSTS.entries()) {
    const postedBy = agentIds[index % agentIds.length];
    if (postedBy === undefined) return;
    const [row] = await tx
      .insert(opportunities)
      .values({ ...post, postedBy, source: 'Agent', status: index === 2 ? 'Closed' : 'Open' })
      .returning({ id: opportunities.id, postedBy: opportunities.postedBy });
    if (row) posted.push(row);
  }
  for (const [index, player] of players.entries()) {
    const opportunity = posted[index % posted.length];
    if (!opportunity) continue;
    const [application] = await tx
      .insert(applications)
      .values({
        opportunityId: opportunity.id,
        playerId: player.memberId,
        introduction: INTRODUCTIONS[index % INTRODUCTIONS.length] ?? '',
      })
      .returning({ id: applications.id });
    if (!application) continue;
    await notify(
      tx,
      opportunity.postedBy,
      'application_received',
      `${player.fullName} applied to your opportunity`,
      `/player-profile/${player.memberId}`,
    );
    if (index % 2 === 0) {
      await tx.insert(starredApplications).values({ agentId: opportunity.postedBy, applicationId: application.id });
    }
  }
}
