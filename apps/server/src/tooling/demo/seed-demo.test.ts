import { isUnderage } from '@scouting/contract/age';
import type { TAgentVerificationRequest } from '@scouting/contract/schemas/agent-verification';
import type { TGuardianChild } from '@scouting/contract/schemas/guardians';
import { ZSearchPlayersQuery } from '@scouting/contract/schemas/search';
import type { TTransfermarktApplication } from '@scouting/contract/schemas/transfermarkt';
import { eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TestClient, useTestApp } from '../../../test/test-app.ts';
import { enableTwoFactorFor, signInWithTwoFactor } from '../../../test/two-factor.ts';
import { loadMember } from '../../auth/caller.ts';
import {
  applications as applicationRows,
  auditLog,
  careerEntries,
  careerReferences,
  careerSeasons,
  clubNeeds,
  clubVerificationRequests,
  jobs,
  memberImages,
  members,
  opportunities,
  opportunityFavourites,
  pitches,
  players,
  reports,
  representationAgreements,
  representationOffers,
  savedSearches,
  shortlistEntries,
  shortlists,
  starredApplications,
  trialInvitations,
  underageMessageRequests,
  videos,
} from '../../db/schema/index.ts';
import { SAVED_POST_SEARCH_ALERTS_JOB } from '../../modules/opportunities/saved-post-search-alerts.ts';
import { SAVED_SEARCH_ALERTS_JOB } from '../../modules/search/saved-search-alerts.ts';
import { searchPlayers } from '../../modules/search/search-players.ts';
import { AlreadySeededError, DEMO_ADMIN_EMAIL, DEMO_PASSWORD, seedDemo } from './seed-demo.ts';

// The seed registers dozens of members: more than the default hook time on a busy machine.
const t = useTestApp({}, {}, 120_000);

describe('seed:demo', () => {
  it('fills an empty database with every role, minors included, and refuses a second run', async () => {
    const credentials = await seedDemo(t.db, t.app.auth, t.app.storage);
    const roles = new Set(credentials.map((c) => c.role));
    expect([...roles].sort()).toEqual(['Admin', 'Agent', 'Club', 'Parent', 'Player', 'Scout']);

    const playerRows = await t.db
      .select({ dob: members.dob, position: players.primaryPosition })
      .from(players)
      .innerJoin(members, eq(members.id, players.memberId));
    expect(new Set(playerRows.map((p) => p.position)).size).toBe(10);
    expect(playerRows.some((p) => isUnderage(p.dob ?? ''))).toBe(true);

    // Videos with ratings whose stored averages match the ratings, and one player left to connect a channel.
    const videoRows = await t.db.select().from(videos);
    expect(videoRows.length).toBeGreaterThan(playerRows.length);
    expect(videoRows.some((v) => v.ratingCount > 0)).toBe(true);
    for (const v of videoRows) {
      expect(v.averageRating).toBeCloseTo(v.ratingCount ? v.ratingSum / v.ratingCount : 0, 5);
    }
    const withoutChannel = await t.db.select().from(players).where(isNull(players.youtubeChannelId));
    expect(withoutChannel).toHaveLength(1);

    // Every player's record holds at least the previous club registration carried into it; most
    // have seasons, with lines of every source, and some have none yet.
    const recorded = new Set((await t.db.select().from(careerEntries)).map((entry) => entry.playerId));
    expect(recorded.size).toBe(playerRows.length);
    const lines = await t.db
      .select({ playerId: careerEntries.playerId, source: careerSeasons.source })
      .from(careerSeasons)
      .innerJoin(careerEntries, eq(careerEntries.id, careerSeasons.entryId));
    const withSeasons = new Set(lines.map((line) => line.playerId));
    expect(withSeasons.size).toBeGreaterThan(playerRows.length / 2);
    expect(withSeasons.size).toBeLessThan(playerRows.length);
    const lineSources = new Set(lines.map((line) => line.source));
    expect([...lineSources].sort()).toEqual(['Confirmed by coach', 'Self-reported', 'Verified']);
    // A verified club and one waiting; requirements open and closed; pitches in every state.
    const clubStates = (await t.db.select().from(clubVerificationRequests)).map((row) => row.status);
    expect(clubStates.sort()).toEqual(['pending', 'verified']);
    const needStates = new Set((await t.db.select().from(clubNeeds)).map((row) => row.status));
    expect([...needStates].sort()).toEqual(['closed', 'open']);
    const pitchAnswers = (await t.db.select().from(pitches)).map((row) => row.answer ?? 'waiting');
    expect(pitchAnswers.sort()).toEqual(['Interested', 'Invite to trial', 'Not a fit', 'waiting']);
    // A few references: on profiles, waiting for the player, waiting for the coach.
    const referenceStates = new Set((await t.db.select().from(careerReferences)).map((row) => row.status));
    expect([...referenceStates].sort()).toEqual(['approved', 'pending', 'written']);
    // Opportunities, applications and stars, so the agent pages are not empty.
    expect((await t.db.select().from(opportunities)).length).toBeGreaterThan(2);
    // A scout's and a club's post for the player's Scout and Club tabs (decision 020).
    const sources = new Set((await t.db.select().from(opportunities)).map((o) => o.source));
    expect(sources).toEqual(new Set(['Agent', 'Scout', 'Club']));
    expect((await t.db.select().from(applicationRows)).length).toBeGreaterThan(2);
    // Answers in every status a poster gives (docs/product.md#applications), and an accepted trial.
    const statuses = new Set((await t.db.select().from(applicationRows)).map((a) => a.status));
    expect([...statuses].sort()).toEqual(['Declined', 'Invited to trial', 'Shortlisted', 'Submitted', 'Viewed']);
    expect((await t.db.select().from(trialInvitations)).map((trial) => trial.answer)).toContain('accepted');
    expect((await t.db.select().from(starredApplications)).length).toBeGreaterThan(0);
    // An offer to sign in each state a player gives it, and one agreement (decision 025).
    const offers = (await t.db.select().from(representationOffers)).map((offer) => offer.status);
    expect(offers.sort()).toEqual(['Accepted', 'Declined', 'Pending']);
    expect(await t.db.select().from(representationAgreements)).toHaveLength(1);

    // Shortlists with notes for agents, a scout and a club, and a player's favourites (decision 019).
    const owners = await t.db
      .selectDistinct({ role: members.role })
      .from(shortlists)
      .innerJoin(members, eq(members.id, shortlists.ownerId));
    expect(owners.map((o) => o.role).sort()).toEqual(['Agent', 'Club', 'Scout']);
    const notes = await t.db.select({ note: shortlistEntries.note }).from(shortlistEntries);
    expect(notes.filter((n) => n.note).length).toBeGreaterThan(3);
    expect((await t.db.select().from(opportunityFavourites)).length).toBeGreaterThan(0);

    // One demo member of each role signs in with the shared password and is a member.
    const onePerRole = [...new Map(credentials.map((c) => [c.role, c.email])).values()];
    expect(onePerRole).toHaveLength(6);
    for (const email of onePerRole) {
      const client = new TestClient(t.app);
      expect((await client.post('/api/auth/sign-in/email', { email, password: DEMO_PASSWORD })).statusCode).toBe(200);
      expect((await client.get('/api/me')).json().member).not.toBeNull();
    }
    // Messaging: conversations with messages in the inbox, and underage requests in both states.
    const agentEmail = credentials.find((c) => c.name === 'Sofia Romano')?.email ?? '';
    const agent = new TestClient(t.app);
    await agent.post('/api/auth/sign-in/email', { email: agentEmail, password: DEMO_PASSWORD });
    const agentId = (await agent.get('/api/me')).json().member.id;
    const inbox = (await agent.get(`/api/conversations/${agentId}`)).json();
    expect(inbox.conversations.length).toBeGreaterThanOrEqual(2);
    expect(inbox.conversations.every((c: { lastMessage: string | null }) => c.lastMessage)).toBe(true);
    const thread = (await agent.get(`/api/messages/${inbox.conversations[0].id}`)).json();
    expect(thread.messages.length).toBeGreaterThan(0);
    const requests = await t.db.select().from(underageMessageRequests);
    expect(requests.map((r) => r.status).sort()).toEqual(['Approved', 'Revoked', null]);
    expect(requests.every((r) => r.message)).toBe(true);

    // Decision 018: the demo agent has a saved search, and running it finds a demo player.
    const [saved, byAvailability] = await t.db.select().from(savedSearches).orderBy(savedSearches.id);
    expect(saved?.name).toBe('Left-footed wingers');
    const owner = await loadMember(t.db, saved?.memberId ?? 0);
    if (!owner) throw new Error('the saved search has no owner');
    const found = await searchPlayers(t.db, owner, ZSearchPlayersQuery.parse(saved?.filters ?? {}));
    expect(found.players.map((p) => p.fullName)).toContain('Kwame Mensah');
    // Decision 072: made-up players and posts are nobody's news, so the seed queues no alerts for them.
    const alertJobs = [SAVED_SEARCH_ALERTS_JOB, SAVED_POST_SEARCH_ALERTS_JOB];
    expect(await t.db.select().from(jobs).where(inArray(jobs.kind, alertJobs))).toEqual([]);
    // docs/product.md#availability: contracts ending within two years, and a search that finds some.
    const availability = await t.db
      .select({ until: players.contractUntil, availability: players.availability })
      .from(players);
    const inTwoYears = new Date(Date.now() + 2 * 366 * 86_400_000).toISOString().slice(0, 10);
    const ending = availability.filter((row) => row.until && row.until <= inTwoYears);
    expect(ending.length).toBeGreaterThan(availability.length / 2);
    expect(new Set(availability.map((row) => row.availability)).size).toBe(5);
    const free = await searchPlayers(t.db, owner, ZSearchPlayersQuery.parse(byAvailability?.filters ?? {}));
    expect(free.players.length).toBeGreaterThan(0);

    // Safeguarding (decision 008): a minor pending consent, minors with consent, reports, decisions on record.
    const minors = await t.db
      .select({ name: members.fullName, dob: members.dob, consent: players.parentConsent })
      .from(players)
      .innerJoin(members, eq(members.id, players.memberId));
    const consentOf = (name: string) => minors.find((m) => m.name === name)?.consent;
    expect(consentOf('Yuki Tanaka')).toBe('pending');
    expect(consentOf('Inês Silva')).toBe('pending');
    expect(['Aisha Bello', 'Tomás Silva', 'Noah Keller'].map(consentOf)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
    ]);
    const reportRows = await t.db.select().from(reports);
    expect(reportRows.map((r) => r.status).sort()).toEqual(['dismissed', 'open', 'open']);
    expect(reportRows.some((r) => r.involvesMinor && r.status === 'open')).toBe(true);
    const audit = await t.db.select().from(auditLog);
    // The demo parent's two children (docs/product.md#parents): one consented and seen by verified agents, linked from
    // her consent link; one whose consent waits, linked by an admin. She signs in like any member.
    const parentEmail = credentials.find((c) => c.role === 'Parent')?.email ?? '';
    const parentClient = new TestClient(t.app);
    await parentClient.post('/api/auth/sign-in/email', { email: parentEmail, password: DEMO_PASSWORD });
    const family = (await parentClient.get('/api/guardian/children')).json().children as TGuardianChild[];
    expect(family.map((c) => [c.fullName, c.consent, c.visibleToVerifiedAgents, c.linkedVia])).toEqual([
      ['Tomás Silva', 'confirmed', true, 'consent_link'],
      ['Inês Silva', 'pending', false, 'admin'],
    ]);
    // The three parents' consent goes through the consent link's business function, which records it;
    // so do the offers to sign and their answers, and the admin's approval of CF Talavera.
    expect(audit.map((a) => a.action).sort()).toEqual([
      'club_verification.approved',
      'guardian.linked',
      'guardian.linked',
      'parental_consent.confirmed',
      'parental_consent.confirmed',
      'parental_consent.confirmed',
      'report.dismissed',
      'representation.accepted',
      'representation.declined',
      'representation.offered',
      'representation.offered',
      'representation.offered',
      'underage_request.approved',
      'underage_request.approved',
      'underage_request.revoked_by_parent',
    ]);

    // The demo admin sets up two-factor at first sign-in like any admin (decision 012); here it is on already.
    const admin = new TestClient(t.app);
    const totpSecret = await enableTwoFactorFor(t.app, DEMO_ADMIN_EMAIL);
    await signInWithTwoFactor(admin, DEMO_ADMIN_EMAIL, DEMO_PASSWORD, totpSecret);
    const { applications } = (await admin.get('/api/transfermarkt-applications')).json() as {
      applications: TTransfermarktApplication[];
    };
    expect(applications.map((a) => a.status).sort()).toEqual(['forwarded', 'rejected', 'submitted']);
    expect(applications.find((a) => a.status === 'rejected')?.rejectionReason).toBeTruthy();
    for (const application of applications) {
      expect(application.clubHistory.length).toBeGreaterThan(0);
      for (const url of [application.governmentIdUrl, application.leagueIdCardUrl, application.photoUrl ?? '']) {
        expect((await admin.get(url)).statusCode, url).toBe(200);
      }
    }

    // Agent verification: a request in each state, with documents the admin can open.
    const { requests: verifications } = (await admin.get('/api/admin/agent-verifications')).json() as {
      requests: TAgentVerificationRequest[];
    };
    expect(verifications.map((v) => [v.fullName, v.verificationStatus, v.allowResubmission])).toEqual([
      ['Carmen Ortiz', 'pending', false],
      ['Grace Okafor', 'denied', true],
      ['Lukas Brandt', 'denied', false],
      ['Sofia Romano', 'verified', false],
    ]);
    expect(verifications.filter((v) => v.rejectionReason)).toHaveLength(2);
    for (const v of verifications) {
      expect((await admin.get(v.licenseFileUrl)).statusCode).toBe(200);
      expect((await admin.get(v.idFileUrl)).statusCode).toBe(200);
    }
    const neverAsked = credentials.find((c) => c.name === 'James Whitfield');
    const james = new TestClient(t.app);
    await james.post('/api/auth/sign-in/email', { email: neverAsked?.email ?? '', password: DEMO_PASSWORD });
    const jamesId = (await james.get('/api/me')).json().member.id;
    expect((await james.get(`/api/agent-details/${jamesId}`)).json().verificationStatus).toBe('not_requested');

    // Most players and agents have pictures, served to any member; a few keep the initials.
    const pictured = await t.db
      .select({ id: memberImages.memberId, role: members.role })
      .from(memberImages)
      .innerJoin(members, eq(members.id, memberImages.memberId));
    const picturable = await t.db
      .select()
      .from(members)
      .where(inArray(members.role, ['Player', 'Agent']));
    expect(pictured.length).toBeGreaterThan(5);
    expect(pictured.length).toBeLessThan(picturable.length);
    const player = (await admin.get(`/api/player-details/${pictured.find((p) => p.role === 'Player')?.id}`)).json();
    expect((await admin.get(player.profileImageUrl)).headers['content-type']).toBe('image/webp');
    expect((await admin.get(player.displayImageUrl)).statusCode).toBe(200);

    await expect(seedDemo(t.db, t.app.auth, t.app.storage)).rejects.toBeInstanceOf(AlreadySeededError);
  }, 120_000);
});
