import type { TNotificationList } from '@scouting/contract/schemas/notifications';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createMember,
  createVerifiedAgent,
  createVerifiedClub,
  dobYearsAgo,
  latestMail,
  representPlayer,
  uniqueEmail,
} from '../../../test/factories.ts';
import { type TestClient, useTestApp } from '../../../test/test-app.ts';
import { applications, notifications, opportunities } from '../../db/schema/index.ts';

// Beside guardians.test.ts, whose accounts already fill the sign-up limits of one minute.
const t = useTestApp();

/** A parent member who confirmed their child's consent link while signed in. */
async function linkedFamily(childName: string) {
  const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(15), fullName: childName });
  const parentEmail = uniqueEmail('parent');
  const asked = await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail });
  expect(asked.statusCode, asked.body).toBe(200);
  const token = new URL((await latestMail(t.app, parentEmail)).link).searchParams.get('token') ?? '';
  const parent = await createMember(t.app, 'Parent', { fullName: 'Maria Young', dob: dobYearsAgo(44) });
  const confirmed = await parent.client.post('/api/parental-consent/confirm', { token });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { minor, parent };
}

describe("guardians hear of their child's pitches, trials and feedback on the bell (notifyGuardians)", () => {
  const guardianNotices = (parentId: number) =>
    t.db
      .select({
        type: notifications.type,
        key: notifications.noticeKey,
        link: notifications.link,
        message: notifications.message,
      })
      .from(notifications)
      .where(eq(notifications.memberId, parentId));

  it("a pitch of the child to a club and the club's answer reach the parent; another parent hears nothing", async () => {
    const { parent, minor } = await linkedFamily('Noa Young');
    const club = await createVerifiedClub(t.app, { clubName: 'Braga Sul' });
    const need = await club.client.post('/api/club-needs', {
      positions: ['CB'],
      ageMin: 14,
      ageMax: 30,
      dealTypes: ['Loan'],
      deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(need.statusCode, need.body).toBe(201);
    const agent = await createVerifiedAgent(t.app, { fullName: 'Pitch Agent' });
    await representPlayer(t.app, agent.id, minor.id);
    const pitched = await agent.client.post(`/api/club-needs/${need.json().id}/pitches`, {
      playerId: minor.id,
      note: 'A quick centre-back.',
    });
    expect(pitched.statusCode, pitched.body).toBe(201);
    expect(await guardianNotices(parent.id)).toEqual([
      {
        type: 'pitch_made',
        key: 'guardianPitchMade',
        link: `/parent-dashboard/children/${minor.id}`,
        message:
          "Pitch Agent pitched your child Noa Young to Braga Sul. See the club's answer on your parent dashboard.",
      },
    ]);
    const answered = await club.client.post(`/api/pitches/${pitched.json().id}/answer`, { answer: 'Interested' });
    expect(answered.statusCode, answered.body).toBe(200);
    const notices = await guardianNotices(parent.id);
    expect(notices).toHaveLength(2);
    expect(notices).toContainEqual({
      type: 'pitch_answered',
      key: 'guardianPitchAnswered',
      link: `/parent-dashboard/children/${minor.id}`,
      message: "Braga Sul answered Pitch Agent's pitch of your child Noa Young: Interested.",
    });
    const other = await createMember(t.app, 'Parent');
    expect(await guardianNotices(other.id)).toEqual([]);
  });

  it('a trial invitation on an application reaches the parent', async () => {
    const { parent, minor } = await linkedFamily('Ivo Young');
    const poster = await createVerifiedAgent(t.app, { fullName: 'Trial Poster' });
    const [post] = await t.db
      .insert(opportunities)
      // Checked for contact details, as every post is when written: none (decision 042).
      .values({ postedBy: poster.id, source: 'Agent', description: 'Under-16 trial week', hasContactDetails: false })
      .returning({ id: opportunities.id });
    const [application] = await t.db
      .insert(applications)
      .values({ opportunityId: post?.id ?? 0, playerId: minor.id, introduction: 'I play on the wing.' })
      .returning({ id: applications.id });
    const invited = await poster.client.post(`/api/applications/${application?.id}/trial-invitation`, {
      startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      venue: 'Pitch 3, Braga',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(await guardianNotices(parent.id)).toContainEqual({
      type: 'trial_invitation',
      key: 'guardianTrialInvitation',
      link: `/parent-dashboard/children/${minor.id}`,
      message: 'Trial Poster invited your child Ivo Young to a trial for: Under-16 trial week',
    });
  });

  it("feedback from a report shared with the child reaches the child's guardian's bell; another child's guardian hears nothing", async () => {
    const { parent, minor } = await linkedFamily('Lua Young');
    const { parent: otherParent } = await linkedFamily('Tom Young');
    const agent = await createVerifiedAgent(t.app, { fullName: 'Report Agent' });
    const bellOf = async (member: { id: number; client: TestClient }) => {
      const answer = await member.client.get(`/api/notifications/${member.id}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as TNotificationList).notifications.filter((line) => line.type === 'feedback_received');
    };
    const report = {
      playerId: minor.id,
      watchedOn: '2026-03-01',
      watchedVia: 'Live',
      competition: 'U16 League',
      opponent: 'Rivals FC',
      minutesWatched: 80,
      ratings: { technical: { passing: 4 }, tactical: {}, physical: {}, mental: {} },
      potential: 4,
      verdict: 'Monitor',
      summary: 'Worth another look',
    };
    // A report without feedback for the player is the author's own notes: nobody is told.
    const notes = await agent.client.post('/api/scout-reports', report);
    expect(notes.statusCode, notes.body).toBe(201);
    expect(await bellOf(parent)).toEqual([]);

    const shared = await agent.client.post('/api/scout-reports', {
      ...report,
      feedbackForPlayer: 'Great movement; work on your left foot.',
    });
    expect(shared.statusCode, shared.body).toBe(201);
    expect(await bellOf(parent)).toEqual([
      expect.objectContaining({
        type: 'feedback_received',
        message: 'Report Agent wrote feedback for your child Lua Young. Read it on your parent dashboard.',
        line: { key: 'guardianFeedback', values: { player: 'Lua Young', author: 'Report Agent' } },
        link: `/parent-dashboard/children/${minor.id}`,
        isRead: false,
      }),
    ]);
    // The guardian's sentence, never the feedback itself: that waits on the dashboard.
    expect(JSON.stringify(await bellOf(parent))).not.toContain('left foot');
    expect(await bellOf(otherParent)).toEqual([]);
  });
});
