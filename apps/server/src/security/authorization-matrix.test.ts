import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createConsentedMinor,
  createMember,
  createVerifiedAgent,
  createVerifiedClub,
  registrationPayload,
  representPlayer,
} from '../../test/factories.ts';
import { agentVerificationFields } from '../../test/form-fields.ts';
import { multipart, pdf, png } from '../../test/sample-files.ts';
import { buildTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import {
  agentVerificationRequests,
  careerReferences,
  files,
  underageMessageRequests,
  videos,
} from '../db/schema/index.ts';

/**
 * The authorization matrix (docs/architecture.md#tests): every route the app registers × every kind of caller,
 * each acting on rows that belong to *another* member, against the expected status below.
 * A route that is not in the table fails the suite, so a new route cannot ship without someone
 * deciding who may call it.
 *
 * Bodies are valid for the route's schema: the caller guards run before validation (decision 076),
 * but a route's later guards (write limits) and its rules do not, and a 400 would hide them. Within
 * a route the callers go in column order, admin last, so an admin's destructive call cannot change what the
 * others see. Row ids belong to the owners created in beforeAll, never to a caller, so "403" means
 * "not yours" as well as "not your role"; 404 where a route hides what the caller may not see.
 */

const CALLERS = ['anonymous', 'player', 'minor', 'agent', 'scout', 'club', 'admin'] as const;
type CallerName = (typeof CALLERS)[number];

/** The rows the requests point at: all owned by members who are not among the callers. */
type Fixtures = {
  player: number;
  agent: number;
  minor: number;
  unverifiedAgent: number;
  scout: number;
  club: number;
  opportunity: number;
  application: number;
  /** An application to the open post nobody deletes: its poster's answers are not refused as 409. */
  answerableApplication: number;
  conversation: number;
  video: number;
  report: number;
  file: string;
  underageRequest: number;
  verificationRequest: number;
  /** An agent's shortlist holding the player. */
  shortlist: number;
  /** An open post nobody deletes in the run (the opportunity above is deleted by the admin's call). */
  savableOpportunity: number;
  savedSearch: number;
  /** A saved search of the market, owned by a player no column signs in as. */
  savedPostSearch: number;
  /** The agent's offer to the player, still waiting for an answer. */
  offer: number;
  /** Another agent's (non-exclusive) agreement with the player, active until the admin ends it. */
  representation: number;
  /** The scout's report on the player. */
  scoutReport: number;
  /** A club whose verification request waits (docs/product.md#club-needs); the admin approves, then revokes it. */
  pendingClub: number;
  /** A verified club's open requirement (docs/product.md#club-needs); the admin closes it last. */
  clubNeed: number;
  /** Another verified agent's pitch of the player (whom they represent) for that requirement (decision 061). */
  pitch: number;
  /** A reference a coach wrote for the player (docs/product.md#references); the admin removes it last. */
  reference: number;
};

type Route = {
  /**
   * Statuses in the order anonymous, player, minor (consented), agent (verified), scout, club,
   * admin; or `public` for a route anyone may call (only the anonymous call is made).
   */
  expect: string;
  url?: (f: Fixtures) => string;
  request?: (f: Fixtures) => Omit<InjectOptions, 'method' | 'url'>;
  /**
   * The status a Parent gets (docs/product.md#parents), a parent of none of the fixtures' players; unless given,
   * 403: a Parent acts only on their own account and their children's behalf.
   */
  parent?: string;
};

const json = (payload: unknown) => () => ({ payload: payload as InjectOptions['payload'] });
const PUBLIC = 'public';
/** A valid-looking token that matches nothing. */
const TOKEN = 'a'.repeat(43);
const MISSING = 999_999;
let PNG: Buffer;

const ROUTES: Record<string, Route> = {
  // Public: identity, deployment flags, countries, the API reference, the parent's links.
  'GET /api/health': { expect: PUBLIC },
  'GET /api/config': { expect: PUBLIC },
  // Asked on every page load; signed out is a normal answer (null).
  'GET /api/session': { expect: PUBLIC },
  'GET /api/countries': { expect: PUBLIC },
  'GET /api/country-codes': { expect: PUBLIC },
  'GET /api/auth/*': { expect: PUBLIC, url: () => '/api/auth/get-session' },
  'POST /api/auth/*': {
    expect: PUBLIC,
    url: () => '/api/auth/request-password-reset',
    request: json({ email: 'nobody@example.com', redirectTo: '/reset-password' }),
  },
  'POST /api/identity/sign-in-methods': { expect: PUBLIC, request: json({ email: 'nobody@example.com' }) },
  'GET /api/docs': { expect: PUBLIC },
  'GET /api/docs/': { expect: PUBLIC },
  'GET /api/docs/openapi.json': { expect: PUBLIC },
  'GET /api/docs/openapi.yaml': { expect: PUBLIC },
  'GET /api/docs/js/scalar.js': { expect: PUBLIC },
  'GET /api/parental-consent': { expect: PUBLIC, url: () => `/api/parental-consent?token=${TOKEN}` },
  'POST /api/parental-consent/confirm': { expect: PUBLIC, request: json({ token: TOKEN }) },
  'POST /api/parental-consent/refuse': { expect: PUBLIC, request: json({ token: TOKEN }) },
  'POST /api/parental-consent/resend-by-token': { expect: PUBLIC, request: json({ token: TOKEN }) },
  // A link we never sent deletes nothing (docs/product.md#deleting-an-account).
  'POST /api/parental-consent/delete-child': { expect: PUBLIC, request: json({ token: TOKEN }) },
  'GET /api/parental-revoke': { expect: PUBLIC, url: () => `/api/parental-revoke?token=${TOKEN}` },
  'POST /api/parental-revoke': { expect: PUBLIC, request: json({ token: TOKEN }) },
  'GET /api/representation-consent': { expect: PUBLIC, url: () => `/api/representation-consent?token=${TOKEN}` },
  'POST /api/representation-consent/confirm': { expect: PUBLIC, request: json({ token: TOKEN }) },
  'POST /api/representation-consent/refuse': { expect: PUBLIC, request: json({ token: TOKEN }) },
  // Operators' metrics (decision 033): the matrix's callers are on loopback, which may read them; a
  // remote caller without the token is refused (infra/metrics/metrics.test.ts).
  'GET /metrics': { expect: PUBLIC },
  // Development and test only: the outbox of a deployment without SMTP, the journeys' helpers.
  'GET /dev/mailbox': { expect: PUBLIC },
  'GET /dev/mailbox.json': { expect: PUBLIC },
  'POST /api/test/notifications': { expect: PUBLIC, request: json({}) },
  'DELETE /api/test/notifications/:memberId/welcome': {
    expect: PUBLIC,
    url: () => `/api/test/notifications/${MISSING}/welcome`,
  },
  'POST /api/test/parental-consent/:id': { expect: PUBLIC, url: () => `/api/test/parental-consent/${MISSING}` },
  'POST /api/test/verify-agent/:id': { expect: PUBLIC, url: () => `/api/test/verify-agent/${MISSING}` },
  'POST /api/test/verify-club/:id': { expect: PUBLIC, url: () => `/api/test/verify-club/${MISSING}` },
  'POST /api/test/failed-mails': {
    expect: PUBLIC,
    request: json({ to: 'nobody@example.com', subject: 'Matrix mail' }),
  },
  'POST /api/test/admins': {
    expect: PUBLIC,
    request: json({ email: 'matrix-admin@example.com', password: 'Matr1x!Pass' }),
  },
  'POST /api/test/two-factor': {
    expect: PUBLIC,
    request: json({ email: 'nobody@example.com', base32Secret: 'JBSWY3DPEHPK3PXPJBSWY3DP' }),
  },

  // Any signed-in account.
  'GET /api/me': { expect: '401 200 200 200 200 200 200', parent: '200' },
  'POST /api/register': {
    expect: '401 409 409 409 409 409 409',
    parent: '409',
    request: json(registrationPayload('Scout')),
  },
  'GET /api/register/username-available': {
    expect: '401 409 409 409 409 409 409',
    parent: '409',
    url: () => '/api/register/username-available?username=matrixname',
  },

  // Members.
  // A stream: the answer is read as soon as its head arrives (decision 017; closed with the app).
  'GET /api/events': {
    expect: '401 200 200 200 200 200 200',
    parent: '200',
    request: () => ({ payloadAsStream: true }),
  },

  // Parents as members (docs/product.md#parents): their children only; the fixtures' minor is not theirs (404).
  'GET /api/guardian/children': { expect: '401 403 403 403 403 403 403', parent: '200' },
  'GET /api/guardian/children/:childId': {
    expect: '401 403 403 403 403 403 403',
    parent: '404',
    url: (f) => `/api/guardian/children/${f.minor}`,
  },
  'POST /api/guardian/representation-offers/:offerId/confirm': {
    expect: '401 403 403 403 403 403 403',
    parent: '404',
    url: (f) => `/api/guardian/representation-offers/${f.offer}/confirm`,
  },
  'POST /api/guardian/representation-offers/:offerId/refuse': {
    expect: '401 403 403 403 403 403 403',
    parent: '404',
    url: (f) => `/api/guardian/representation-offers/${f.offer}/refuse`,
  },
  'POST /api/guardian/children/:childId/consent/confirm': {
    expect: '401 403 403 403 403 403 403',
    parent: '404',
    url: (f) => `/api/guardian/children/${f.minor}/consent/confirm`,
  },
  'POST /api/guardian/children/:childId/consent/refuse': {
    expect: '401 403 403 403 403 403 403',
    parent: '404',
    url: (f) => `/api/guardian/children/${f.minor}/consent/refuse`,
  },
  'POST /api/guardian/children/:childId/revoke-consent': {
    expect: '401 403 403 403 403 403 403',
    parent: '404',
    url: (f) => `/api/guardian/children/${f.minor}/revoke-consent`,
  },
  'POST /api/guardian/children/:childId/videos/:videoId/hide': {
    expect: '401 403 403 403 403 403 403',
    parent: '404',
    url: (f) => `/api/guardian/children/${f.minor}/videos/${f.video}/hide`,
  },
  'POST /api/guardian/children/:childId/trial-invitations/:applicationId/decline': {
    expect: '401 403 403 403 403 403 403',
    parent: '404',
    url: (f) => `/api/guardian/children/${f.minor}/trial-invitations/${f.application}/decline`,
  },
  'POST /api/guardian/children/:childId/pitch-trials/:pitchId/decline': {
    expect: '401 403 403 403 403 403 403',
    parent: '404',
    url: (f) => `/api/guardian/children/${f.minor}/pitch-trials/${f.pitch}/decline`,
  },
  'POST /api/guardian/children/:childId/data-export': {
    expect: '401 403 403 403 403 403 403',
    parent: '404',
    url: (f) => `/api/guardian/children/${f.minor}/data-export`,
  },
  'POST /api/guardian/children/:childId/delete': {
    expect: '401 403 403 403 403 403 403',
    parent: '404',
    url: (f) => `/api/guardian/children/${f.minor}/delete`,
    request: json({ password: 'Not-the-password-1!' }),
  },
  'POST /api/guardian/children/:childId/invite-guardian': {
    expect: '401 403 403 403 403 403 403',
    parent: '404',
    url: (f) => `/api/guardian/children/${f.minor}/invite-guardian`,
    request: json({ email: 'second-guardian@example.com' }),
  },
  // No invitation was mailed in the fixtures: a Parent's token is unknown (400), nobody is linked.
  'POST /api/guardian/invitations/confirm': {
    expect: '401 403 403 403 403 403 403',
    parent: '400',
    request: json({ token: 'not-a-mailed-token' }),
  },
  'GET /api/my-guardians': { expect: '401 200 200 403 403 403 403' },
  // An admin's view of a child's guardians, and linking or unlinking one (docs/product.md#parents).
  'GET /api/admin/members/:memberId/guardians': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/admin/members/${f.minor}/guardians`,
  },
  // The fixtures' agent is no Parent: the admin's call is refused for it (400), nothing is linked.
  'POST /api/admin/guardian-links': {
    expect: '401 403 403 403 403 403 400',
    request: (f) => ({ payload: { parentId: f.agent, childId: f.minor } }),
  },
  'DELETE /api/admin/guardian-links/:linkId': {
    expect: '401 403 403 403 403 403 404',
    url: () => `/api/admin/guardian-links/${MISSING}`,
  },
  // Web Push (decision 028): the key is public; a member subscribes and unsubscribes only this device,
  // and another member's subscription is never removed (the answer is the same, see push.test.ts).
  'GET /api/push/public-key': { expect: PUBLIC },
  'POST /api/push/subscriptions': {
    expect: '401 201 201 201 201 201 201',
    parent: '201',
    request: json({
      endpoint: 'https://fcm.googleapis.com/fcm/send/matrix',
      keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
    }),
  },
  'DELETE /api/push/subscriptions': {
    expect: '401 204 204 204 204 204 204',
    parent: '204',
    request: json({ endpoint: 'https://fcm.googleapis.com/fcm/send/matrix' }),
  },
  // Notification preferences (decision 031): always the caller's own, no id to point elsewhere.
  'GET /api/notification-preferences': { expect: '401 200 200 200 200 200 200', parent: '200' },
  'PUT /api/notification-preferences': {
    expect: '401 200 200 200 200 200 200',
    parent: '200',
    request: json({ messages: 'email', applications: 'bell', opportunities: 'digest', alerts: 'bell', chime: true }),
  },
  // The member's language (docs/product.md#languages): always the caller's own account, no id to point at another
  // member's, so there is no other-member 403 to test.
  'PUT /api/account/language': {
    expect: '401 200 200 200 200 200 200',
    parent: '200',
    request: json({ language: 'fr' }),
  },
  // The digest's unsubscribe link: no sign-in, the signed token in the address names the member.
  'GET /api/notification-preferences/digest-unsubscribe': {
    expect: PUBLIC,
    url: () => `/api/notification-preferences/digest-unsubscribe?token=${MISSING}.${TOKEN}`,
  },
  'POST /api/notification-preferences/digest-unsubscribe': {
    expect: PUBLIC,
    url: () => `/api/notification-preferences/digest-unsubscribe?token=${MISSING}.${TOKEN}`,
  },
  'GET /api/notifications/:userId': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/notifications/${f.player}`,
  },
  'PUT /api/notifications/:userId/read': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/notifications/${f.player}/read`,
  },
  'GET /api/player-details/:id': {
    expect: '401 200 200 200 200 200 200',
    url: (f) => `/api/player-details/${f.player}`,
  },
  'PUT /api/player-details/:id': {
    expect: '401 403 403 403 403 403 400',
    url: (f) => `/api/player-details/${f.player}`,
    request: json({ playerStrength: 'Changed by someone else' }),
  },
  // A player's record (docs/product.md#career-and-seasons): read by whoever may see the player, written
  // by the player or an admin; the admin's empty list is valid and empties the fixture player's record.
  'GET /api/player-career/:playerId': {
    expect: '401 200 200 200 200 200 200',
    url: (f) => `/api/player-career/${f.player}`,
  },
  'PUT /api/player-career/:playerId': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/player-career/${f.player}`,
    request: json({ entries: [] }),
  },
  'POST /api/admin/player-career/:playerId/seasons/:seasonId/verify': {
    expect: '401 403 403 403 403 403 404',
    url: (f) => `/api/admin/player-career/${f.player}/seasons/${MISSING}/verify`,
  },
  // A coach confirms (docs/product.md#a-coach-confirms): the player or an admin asks (the fixture player has no
  // such entry: 404 for the admin); the coach's link needs no account (a token that matches nothing: 404).
  'POST /api/player-career/:playerId/confirmation-requests': {
    expect: '401 403 403 403 403 403 404',
    url: (f) => `/api/player-career/${f.player}/confirmation-requests`,
    request: json({ entryId: MISSING, coachName: 'Coach', coachEmail: 'coach@example.com', coachRole: 'Coach' }),
  },
  'GET /api/player-career/:playerId/corrections': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/player-career/${f.player}/corrections`,
  },
  'POST /api/player-career/:playerId/corrections/:requestId/accept': {
    expect: '401 403 403 403 403 403 404',
    url: (f) => `/api/player-career/${f.player}/corrections/${MISSING}/accept`,
  },
  'POST /api/player-career/:playerId/corrections/:requestId/reject': {
    expect: '401 403 403 403 403 403 404',
    url: (f) => `/api/player-career/${f.player}/corrections/${MISSING}/reject`,
  },
  'GET /api/record-confirmation': { expect: PUBLIC, url: () => `/api/record-confirmation?token=${TOKEN}` },
  'POST /api/record-confirmation/confirm': { expect: PUBLIC, request: json({ token: TOKEN }) },
  'POST /api/record-confirmation/decline': { expect: PUBLIC, request: json({ token: TOKEN }) },
  'POST /api/record-confirmation/correct': {
    expect: PUBLIC,
    request: json({ token: TOKEN, seasons: [{ season: '2024-25', appearances: 1, goals: 0, assists: 0 }] }),
  },
  // References (docs/product.md#references): a player asks for their own; the list and the decisions are
  // the owner's (an admin may remove); approved ones to whoever may see the player; the coach's link is public.
  'POST /api/references/requests': {
    expect: '401 200 200 403 403 403 403',
    request: json({ name: 'Coach', email: 'matrix-coach@example.com', role: 'Coach', club: 'Matrix FC' }),
  },
  'GET /api/references': { expect: '401 200 200 403 403 403 403' },
  'POST /api/references/:id/approve': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/references/${f.reference}/approve`,
  },
  'DELETE /api/references/:id': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/references/${f.reference}`,
  },
  'GET /api/player-references/:playerId': {
    expect: '401 200 200 200 200 200 200',
    url: (f) => `/api/player-references/${f.player}`,
  },
  'GET /api/references/request': { expect: PUBLIC, url: () => `/api/references/request?token=${TOKEN}` },
  'POST /api/references/write': { expect: PUBLIC, request: json({ token: TOKEN, text: 'Words' }) },
  'GET /api/agent-details/:userId': {
    expect: '401 200 200 200 200 200 200',
    url: (f) => `/api/agent-details/${f.agent}`,
  },
  'PUT /api/agent-details/:userId': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/agent-details/${f.agent}`,
    request: json({ agencyName: 'Taken Over', agencyWebsite: 'https://x.example', countryOfOperation: 'Spain' }),
  },
  // Scout and club profiles (decision 020): the agent profile's rules.
  'GET /api/scout-details/:userId': {
    expect: '401 200 200 200 200 200 200',
    url: (f) => `/api/scout-details/${f.scout}`,
  },
  'PUT /api/scout-details/:userId': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/scout-details/${f.scout}`,
    request: json({
      contactEmail: 'taken@example.com',
      countryOfOperation: 'Spain',
      currentEmployer: 'Taken Over',
      scoutingExperience: 3,
      website: 'https://x.example',
    }),
  },
  'GET /api/club-details/:userId': {
    expect: '401 200 200 200 200 200 200',
    url: (f) => `/api/club-details/${f.club}`,
  },
  'PUT /api/club-details/:userId': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/club-details/${f.club}`,
    request: json({
      clubName: 'Taken Over',
      clubCountry: 'Spain',
      currentLeague: 'Liga',
      typeOfClub: 'Pro',
      clubEmail: 'taken@example.com',
      clubWebsite: 'https://x.example',
    }),
  },
  'POST /api/upload-profile-image': {
    expect: '401 403 403 403 403 403 200',
    request: (f) =>
      multipart({ userId: String(f.player) }, { image: { filename: 'a.png', data: PNG, type: 'image/png' } }),
  },
  'POST /api/upload-display-image': {
    expect: '401 403 403 403 403 403 200',
    request: (f) =>
      multipart({ userId: String(f.player) }, { image: { filename: 'a.png', data: PNG, type: 'image/png' } }),
  },
  'POST /api/upload-agent-profile-image': {
    expect: '401 403 403 403 403 403 200',
    request: (f) =>
      multipart({ userId: String(f.agent) }, { image: { filename: 'a.png', data: PNG, type: 'image/png' } }),
  },
  'POST /api/upload-agent-display-image': {
    expect: '401 403 403 403 403 403 200',
    request: (f) =>
      multipart({ userId: String(f.agent) }, { image: { filename: 'a.png', data: PNG, type: 'image/png' } }),
  },
  'GET /api/files/:id': { expect: '401 404 404 404 404 404 200', url: (f) => `/api/files/${f.file}` },

  // Opportunities and applications.
  // Agents, scouts and clubs post (decision 020).
  'POST /api/opportunities': {
    expect: '401 403 403 201 201 201 403',
    request: json({ description: 'Matrix keeper wanted' }),
  },
  'GET /api/opportunities': { expect: '401 403 403 200 200 200 200' },
  'PUT /api/opportunities/:id': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/opportunities/${f.opportunity}`,
    request: json({ description: 'Edited by someone else' }),
  },
  'DELETE /api/opportunities/:id': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/opportunities/${f.opportunity}`,
  },
  'GET /api/opportunities-for-player/:playerId': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/opportunities-for-player/${f.player}`,
  },
  // The players' market: players only, a minor's list narrowed on the server (docs/product.md#opportunities).
  'GET /api/open-opportunities': { expect: '401 200 200 403 403 403 403' },
  'GET /api/open-opportunities/count': {
    expect: '401 200 200 403 403 403 403',
    url: () => '/api/open-opportunities/count?type=Trial',
  },
  // A player's saved searches of the market: players only, private to their owner, admins included.
  'GET /api/saved-post-searches': { expect: '401 200 200 403 403 403 403' },
  'POST /api/saved-post-searches': {
    expect: '401 200 200 403 403 403 403',
    request: json({ name: 'Matrix market search', filters: { type: 'Trial' } }),
  },
  'DELETE /api/saved-post-searches/:id': {
    expect: '401 403 403 403 403 403 403',
    url: (f) => `/api/saved-post-searches/${f.savedPostSearch}`,
  },
  'POST /api/apply': {
    expect: '401 403 403 403 403 403 403',
    request: (f) =>
      multipart(
        { playerId: String(f.player), opportunityId: String(f.opportunity), introduction: 'Hello' },
        { cv: { filename: 'cv.pdf', data: pdf(), type: 'application/pdf' } },
      ),
  },
  'GET /api/apply/:id': { expect: '401 200 200 403 403 403 403', url: (f) => `/api/apply/${f.opportunity}` },
  // The poster of an opportunity handles its applications, whatever their posting role (decision 020):
  // scouts and clubs list their own (empty here); stars and CVs of another's post stay refused.
  'GET /api/applications': { expect: '401 403 403 200 200 200 200' },
  'GET /api/starred-applications/:agentId': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/starred-applications/${f.agent}`,
  },
  'POST /api/star-application': {
    expect: '401 403 403 403 403 403 200',
    request: (f) => ({ payload: { agentId: f.agent, applicationId: f.application } }),
  },
  'DELETE /api/unstar-application': {
    expect: '401 403 403 403 403 403 200',
    request: (f) => ({ payload: { agentId: f.agent, applicationId: f.application } }),
  },
  // Answers (docs/product.md#applications): the poster (or an admin) moves and invites, the applicant withdraws and
  // answers, the calendar file is the player's and the poster's alone.
  'GET /api/my-applications': { expect: '401 200 200 403 403 403 403' },
  'GET /api/applications/:id': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/applications/${f.answerableApplication}`,
  },
  'PUT /api/applications/:id/status': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/applications/${f.answerableApplication}/status`,
    request: json({ status: 'Shortlisted' }),
  },
  'POST /api/applications/:id/withdraw': {
    expect: '401 403 403 403 403 403 403',
    url: (f) => `/api/applications/${f.answerableApplication}/withdraw`,
  },
  'POST /api/applications/:id/trial-invitation': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/applications/${f.answerableApplication}/trial-invitation`,
    request: json({ startsAt: '2099-06-01T10:00:00Z', venue: 'Matrix ground', details: '' }),
  },
  'POST /api/applications/:id/trial-invitation/answer': {
    expect: '401 403 403 403 403 403 403',
    url: (f) => `/api/applications/${f.answerableApplication}/trial-invitation/answer`,
    request: json({ answer: 'accept' }),
  },
  'GET /api/applications/:id/trial.ics': {
    expect: '401 403 403 403 403 403 403',
    url: (f) => `/api/applications/${f.answerableApplication}/trial.ics`,
  },

  // Representation (decision 025): verified agents offer, the offered player answers, either side (or
  // an admin) ends; the lists are each member's own, an admin's all.
  'POST /api/representation-offers': {
    expect: '401 403 403 201 403 403 403',
    request: (f) => ({
      payload: { playerId: f.player, months: 12, exclusive: false, feePercent: 3, message: 'Matrix offer' },
    }),
  },
  'GET /api/representation-offers': { expect: '401 200 200 200 403 403 200' },
  'GET /api/representation-offers/:id': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/representation-offers/${f.offer}`,
  },
  'POST /api/representation-offers/:id/answer': {
    expect: '401 403 403 403 403 403 403',
    url: (f) => `/api/representation-offers/${f.offer}/answer`,
    request: json({ answer: 'decline' }),
  },
  'POST /api/representation-offers/:id/withdraw': {
    expect: '401 403 403 403 403 403 403',
    url: (f) => `/api/representation-offers/${f.offer}/withdraw`,
  },
  'POST /api/representation-offers/:id/guardian-mail': {
    expect: '401 403 403 403 403 403 403',
    url: (f) => `/api/representation-offers/${f.offer}/guardian-mail`,
  },
  'GET /api/representations': { expect: '401 200 200 200 403 403 200' },
  'GET /api/representations/:id': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/representations/${f.representation}`,
  },
  'POST /api/representations/:id/end': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/representations/${f.representation}/end`,
  },
  'GET /api/signed-players/:agentId': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/signed-players/${f.agent}`,
  },

  // Player favourites (decision 019): the caller's own saves, players only.
  'POST /api/opportunities/:id/favourite': {
    expect: '401 200 200 403 403 403 403',
    url: (f) => `/api/opportunities/${f.savableOpportunity}/favourite`,
  },
  'DELETE /api/opportunities/:id/favourite': {
    expect: '401 200 200 403 403 403 403',
    url: (f) => `/api/opportunities/${f.savableOpportunity}/favourite`,
  },
  'GET /api/favourite-opportunities': { expect: '401 200 200 403 403 403 403' },

  // Shortlists (decision 019): agents, scouts and clubs, each on their own lists; another's list is 404.
  'GET /api/shortlists': { expect: '401 403 403 200 200 200 403' },
  'POST /api/shortlists': { expect: '401 403 403 201 201 201 403', request: json({ name: 'Matrix list' }) },
  // The callers' own lists do not match an order naming another member's list.
  'PUT /api/shortlists/order': {
    expect: '401 403 403 409 409 409 403',
    request: (f) => ({ payload: { shortlistIds: [f.shortlist] } }),
  },
  'PUT /api/shortlists/:id': {
    expect: '401 403 403 404 404 404 403',
    url: (f) => `/api/shortlists/${f.shortlist}`,
    request: json({ name: 'Taken over' }),
  },
  'DELETE /api/shortlists/:id': { expect: '401 403 403 404 404 404 403', url: (f) => `/api/shortlists/${f.shortlist}` },
  'GET /api/shortlists/:id/players': {
    expect: '401 403 403 404 404 404 403',
    url: (f) => `/api/shortlists/${f.shortlist}/players`,
  },
  'POST /api/shortlists/:id/players': {
    expect: '401 403 403 404 404 404 403',
    url: (f) => `/api/shortlists/${f.shortlist}/players`,
    request: (f) => ({ payload: { playerId: f.player, note: 'Not my list' } }),
  },
  'PUT /api/shortlists/:id/players/:playerId': {
    expect: '401 403 403 404 404 404 403',
    url: (f) => `/api/shortlists/${f.shortlist}/players/${f.player}`,
    request: json({ note: 'Not my note' }),
  },
  'DELETE /api/shortlists/:id/players/:playerId': {
    expect: '401 403 403 404 404 404 403',
    url: (f) => `/api/shortlists/${f.shortlist}/players/${f.player}`,
  },
  'GET /api/shortlists/latest-players': { expect: '401 403 403 200 200 200 403' },
  'GET /api/shortlists/for-player/:playerId': {
    expect: '401 403 403 200 200 200 403',
    url: (f) => `/api/shortlists/for-player/${f.player}`,
  },
  // Another owner's list holds f.player; that none of it shows is checked in shortlists.test.ts.
  'GET /api/shortlists/holding': {
    expect: '401 403 403 200 200 200 403',
    url: (f) => `/api/shortlists/holding?playerIds=${f.player},${f.minor}`,
  },

  // Scouting reports (decision 053): everyone who scouts writes; a report is its author's (admins
  // read and delete any for moderation); players read only the feedback written for them.
  'GET /api/scout-report-template': {
    expect: '401 403 403 200 200 200 200',
    url: () => '/api/scout-report-template?position=ST',
  },
  'POST /api/scout-reports': {
    expect: '401 403 403 201 201 201 201',
    request: (f) => ({
      payload: {
        playerId: f.player,
        watchedOn: '2026-03-01',
        watchedVia: 'Video',
        ratings: { technical: { passing: 3 }, tactical: {}, physical: {}, mental: {} },
        potential: 3,
        verdict: 'Monitor',
      },
    }),
  },
  'GET /api/scout-reports': { expect: '401 403 403 200 200 200 200' },
  'GET /api/scout-reports/:id': {
    expect: '401 403 403 404 404 404 200',
    url: (f) => `/api/scout-reports/${f.scoutReport}`,
  },
  'PUT /api/scout-reports/:id': {
    expect: '401 403 403 404 404 404 404',
    url: (f) => `/api/scout-reports/${f.scoutReport}`,
    request: json({
      watchedOn: '2026-03-01',
      watchedVia: 'Live',
      ratings: { technical: {}, tactical: {}, physical: {}, mental: {} },
      potential: 1,
      verdict: 'Not for us',
    }),
  },
  'DELETE /api/scout-reports/:id': {
    expect: '401 403 403 404 404 404 200',
    url: (f) => `/api/scout-reports/${f.scoutReport}`,
  },
  'GET /api/my-feedback': { expect: '401 200 200 403 403 403 403' },

  // Videos.
  'POST /api/sync-youtube/:playerId': {
    expect: '401 403 403 403 403 403 400',
    url: (f) => `/api/sync-youtube/${f.player}`,
    request: json({}),
  },
  'GET /api/player-videos/:playerId': {
    expect: '401 200 200 200 200 200 200',
    url: (f) => `/api/player-videos/${f.player}`,
  },
  // The owner's control (docs/product.md#videos-and-ratings): the video and the order belong to the fixture player, so
  // the callers' own videos aren't touched; the admin acts for the owner.
  'PUT /api/videos/:id': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/videos/${f.video}`,
    request: json({ hidden: false }),
  },
  // Only an uploaded clip can be deleted: the admin, let through, meets the fixture's YouTube video.
  'DELETE /api/videos/:id': {
    expect: '401 403 403 403 403 403 409',
    url: (f) => `/api/videos/${f.video}`,
  },
  'PUT /api/player-videos/:playerId/order': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/player-videos/${f.player}/order`,
    request: (f) => ({ payload: { videoIds: [f.video] } }),
  },
  // Uploaded clips (decision 034): players upload for themselves (a form without a file is 400 after
  // the guards); the YouTube fixture video reads like any video, and has no stream or poster.
  'POST /api/videos/upload': {
    expect: '401 400 400 403 403 403 403',
    request: () => multipart({ title: 'Matrix clip' }, {}),
  },
  'GET /api/videos/:id': {
    expect: '401 200 200 200 200 200 200',
    url: (f) => `/api/videos/${f.video}`,
  },
  'GET /api/videos/:id/stream': {
    expect: '401 404 404 404 404 404 404',
    url: (f) => `/api/videos/${f.video}/stream`,
  },
  'GET /api/videos/:id/poster': {
    expect: '401 404 404 404 404 404 404',
    url: (f) => `/api/videos/${f.video}/poster`,
  },
  // A video's moments (docs/product.md#videos-and-ratings): read by whoever sees the video, written by
  // its owner alone (not an admin either); the fixture video is the fixture player's.
  'GET /api/videos/:id/moments': {
    expect: '401 200 200 200 200 200 200',
    url: (f) => `/api/videos/${f.video}/moments`,
  },
  'POST /api/videos/:id/moments': {
    expect: '401 403 403 403 403 403 403',
    url: (f) => `/api/videos/${f.video}/moments`,
    request: json({ atSeconds: 5, tag: 'Goal' }),
  },
  'DELETE /api/videos/:id/moments/:momentId': {
    expect: '401 403 403 403 403 403 403',
    url: (f) => `/api/videos/${f.video}/moments/${MISSING}`,
  },
  // Players side by side: for those who judge players, each compared player visible to them; the
  // fixture minor is seen by the verified agent and the admin only, so scouts and clubs meet a 404.
  'GET /api/compare': {
    expect: '401 403 403 200 404 404 200',
    url: (f) => `/api/compare?players=${f.player},${f.minor}`,
  },
  'GET /api/player-average-rating/:playerId': {
    expect: '401 200 200 200 200 200 200',
    url: (f) => `/api/player-average-rating/${f.player}`,
  },
  'POST /api/rate-video': {
    expect: '401 403 403 403 403 403 200',
    request: (f) => ({ payload: { videoId: f.video, viewerId: f.agent, rating: 1 } }),
  },
  'GET /api/video-pool': { expect: '401 403 403 200 200 200 200' },

  // Player search and saved searches (decision 018): for the members who scout; a saved search is
  // private to its owner, admins included.
  'GET /api/search/players': { expect: '401 403 403 200 200 200 200', url: () => '/api/search/players?q=matrix' },
  'GET /api/search/players/count': {
    expect: '401 403 403 200 200 200 200',
    url: () => '/api/search/players/count?q=matrix',
  },
  'GET /api/saved-searches': { expect: '401 403 403 200 200 200 200' },
  'POST /api/saved-searches': {
    expect: '401 403 403 200 200 200 200',
    request: json({ name: 'Matrix search', filters: { position: 'ST' } }),
  },
  'DELETE /api/saved-searches/:id': {
    expect: '401 403 403 403 403 403 403',
    url: (f) => `/api/saved-searches/${f.savedSearch}`,
  },

  // Messaging and minors.
  'GET /api/conversations/:userId': {
    expect: '401 403 403 403 403 403 403',
    url: (f) => `/api/conversations/${f.player}`,
  },
  'POST /api/conversations/start': {
    expect: '401 403 403 403 403 403 403',
    request: (f) => ({ payload: { participant1_id: f.agent, participant2_id: f.player } }),
  },
  'GET /api/messages/:conversationId': {
    expect: '401 403 403 403 403 403 403',
    url: (f) => `/api/messages/${f.conversation}`,
  },
  'POST /api/messages/send': {
    expect: '401 403 403 403 403 403 403',
    request: (f) => ({ payload: { conversationId: f.conversation, senderId: f.agent, message: 'Not mine to send' } }),
  },
  'POST /api/underage-message-request': {
    expect: '401 403 403 403 403 403 403',
    request: (f) => ({ payload: { agentId: f.agent, playerId: f.minor } }),
  },
  // A member's own data (docs/product.md#deleting-an-account): every member exports their own; deleting with a wrong password
  // is refused for everyone, so the callers stay for the routes after this one.
  'GET /api/account/export': { expect: '401 200 200 200 200 200 200', parent: '200' },
  'POST /api/account/delete': {
    expect: '401 403 403 403 403 403 403',
    request: json({ password: 'Not-the-password-1!', code: '000000' }),
  },
  'POST /api/parental-consent/resend': { expect: '401 409 409 403 403 403 403', request: json({}) },
  'POST /api/reports': {
    expect: '401 201 201 201 201 201 201',
    request: (f) => ({ payload: { subjectType: 'profile', subjectId: f.agent, reason: 'Other' } }),
  },

  // Transfermarkt.
  'PUT /api/player/transfermarkt/:playerId': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/player/transfermarkt/${f.player}`,
    request: json({ transfermarktUrl: 'https://www.transfermarkt.com/x/profil/spieler/1' }),
  },
  'PUT /api/update-transfermarkt-link/:playerId': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/update-transfermarkt-link/${f.player}`,
    request: json({ transfermarktLink: 'https://www.transfermarkt.com/x/profil/spieler/1' }),
  },
  'POST /api/apply-transfermarkt': {
    expect: '401 403 403 403 403 403 403',
    request: (f) => multipart({ playerId: String(f.player) }, {}),
  },
  'POST /api/request-agent-verification': {
    expect: '401 403 403 403 403 403 403',
    request: (f) => verificationForm(f.unverifiedAgent),
  },
  // Verified clubs (docs/product.md#club-needs): a club asks for itself, so the calling club's request is made.
  'POST /api/club-verifications': {
    expect: '401 403 403 403 403 201 403',
    request: () => clubVerificationForm(),
  },
  'GET /api/club-verifications/mine': { expect: '401 403 403 403 403 200 403' },
  // Requirements are confidential (docs/product.md#club-needs): the calling club is not verified and
  // does not own the fixture's requirement, so it cannot post and cannot see it; a verified agent
  // reads it but may not change it; an admin closes it (with a reason), but does not edit it.
  'POST /api/club-needs': { expect: '401 403 403 403 403 403 403', request: json(clubNeedBody()) },
  'GET /api/club-needs': { expect: '401 403 403 200 403 200 200' },
  'GET /api/club-needs/:id': {
    expect: '401 404 404 200 404 404 200',
    url: (f) => `/api/club-needs/${f.clubNeed}`,
  },
  'PUT /api/club-needs/:id': {
    expect: '401 404 404 403 404 404 403',
    url: (f) => `/api/club-needs/${f.clubNeed}`,
    request: json(clubNeedBody()),
  },
  'POST /api/club-needs/:id/close': {
    expect: '401 404 404 403 404 404 200',
    url: (f) => `/api/club-needs/${f.clubNeed}/close`,
    request: json({ reason: 'Matrix closes' }),
  },
  // Pitches (decision 061): only an agent representing the player pitches, so every caller is refused;
  // the pitch is the fixture agent's to the fixture club, hidden (404) from all but admins; an admin
  // sees it but only the club answers it, and it has no trial yet.
  'POST /api/club-needs/:id/pitches': {
    expect: '401 403 403 403 403 403 403',
    url: (f) => `/api/club-needs/${f.clubNeed}/pitches`,
    request: (f) => ({ payload: { playerId: f.player, note: 'Matrix pitch' } }),
  },
  'GET /api/club-needs/:id/pitches': {
    expect: '401 404 404 200 404 404 200',
    url: (f) => `/api/club-needs/${f.clubNeed}/pitches`,
  },
  'GET /api/pitches': { expect: '401 200 200 200 403 200 200' },
  'GET /api/pitches/:id': { expect: '401 404 404 404 404 404 200', url: (f) => `/api/pitches/${f.pitch}` },
  'POST /api/pitches/:id/answer': {
    expect: '401 404 404 404 404 404 403',
    url: (f) => `/api/pitches/${f.pitch}/answer`,
    request: json({ answer: 'Interested' }),
  },
  // Only the pitched player answers the trial: an admin sees the pitch but is refused (403).
  'POST /api/pitches/:id/trial-invitation/answer': {
    expect: '401 404 404 404 404 404 403',
    url: (f) => `/api/pitches/${f.pitch}/trial-invitation/answer`,
    request: json({ answer: 'accept' }),
  },
  // The fixture pitch carries no report: an admin, who may read it, is told so (404).
  'GET /api/pitches/:id/report': {
    expect: '401 404 404 404 404 404 404',
    url: (f) => `/api/pitches/${f.pitch}/report`,
  },
  'GET /api/pitches/:id/trial.ics': {
    expect: '401 404 404 404 404 404 404',
    url: (f) => `/api/pitches/${f.pitch}/trial.ics`,
  },

  // Admins only.
  'GET /api/admin/member-counts': { expect: '401 403 403 403 403 403 200' },
  'GET /api/admin/queue-counts': { expect: '401 403 403 403 403 403 200' },
  'GET /api/admin/members': { expect: '401 403 403 403 403 403 200', url: () => '/api/admin/members?q=ad' },
  // The mails the job queue gave up on (decision 033); no mail has failed here, so Retry finds none.
  'GET /api/admin/failed-mails': { expect: '401 403 403 403 403 403 200' },
  'POST /api/admin/failed-mails/:id/retry': {
    expect: '401 403 403 403 403 403 404',
    url: () => `/api/admin/failed-mails/${MISSING}/retry`,
  },
  'GET /api/admin/audit-log': { expect: '401 403 403 403 403 403 200' },
  // The admins' oversight of requirements (docs/product.md#club-needs): the fixture's requirement is
  // listed with its pitch; the admin closes a missing one (404), as the fixture's is closed above.
  'GET /api/admin/club-needs': { expect: '401 403 403 403 403 403 200' },
  'GET /api/admin/club-needs/:id/pitches': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/admin/club-needs/${f.clubNeed}/pitches`,
  },
  'POST /api/admin/club-needs/:id/close': {
    expect: '401 403 403 403 403 403 404',
    url: () => `/api/admin/club-needs/${MISSING}/close`,
    request: json({ reason: 'Matrix closes' }),
  },
  'GET /api/admin/reports': { expect: '401 403 403 403 403 403 200' },
  'POST /api/admin/reports/:id/decision': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/admin/reports/${f.report}/decision`,
    request: json({ action: 'dismiss' }),
  },
  // The club's owner is used by no later route, so the admin's suspension changes nothing else.
  'POST /api/admin/members/:id/suspend': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/admin/members/${f.club}/suspend`,
    request: json({ reason: 'Matrix closes this account' }),
  },
  'POST /api/admin/members/:id/reinstate': {
    expect: '401 403 403 403 403 403 409',
    url: (f) => `/api/admin/members/${f.player}/reinstate`,
    request: json({}),
  },
  'GET /api/admin/agent-verifications': { expect: '401 403 403 403 403 403 200' },
  'GET /api/admin/club-verifications': { expect: '401 403 403 403 403 403 200' },
  'PUT /api/admin/club-verifications/:clubId': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/admin/club-verifications/${f.pendingClub}`,
    request: json({ decision: 'approve' }),
  },
  'POST /api/admin/club-verifications/:clubId/revoke': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/admin/club-verifications/${f.pendingClub}/revoke`,
    request: json({ reason: 'Matrix revokes' }),
  },
  'PUT /api/admin/agent-verifications/:id': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/admin/agent-verifications/${f.verificationRequest}`,
    request: json({ reviewed: true, approved: false, rejectionReason: 'Matrix says no' }),
  },
  // The agent whose request was rejected above is not verified: nothing to revoke (409).
  'POST /api/admin/agent-verifications/:agentId/revoke': {
    expect: '401 403 403 403 403 403 409',
    url: (f) => `/api/admin/agent-verifications/${f.unverifiedAgent}/revoke`,
    request: json({ reason: 'Matrix revokes' }),
  },
  // The Agent tab's oversight (docs/product.md#admin-pages): admins only, even for the agent and the player of the
  // conversation read here.
  'GET /api/admin/agent-posts': { expect: '401 403 403 403 403 403 200' },
  'GET /api/admin/agent-conversations': { expect: '401 403 403 403 403 403 200' },
  'GET /api/admin/agent-conversations/:id/messages': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/admin/agent-conversations/${f.conversation}/messages`,
  },
  'GET /api/admin/agent-analytics': { expect: '401 403 403 403 403 403 200' },
  'GET /api/admin/agent-profile-views': { expect: '401 403 403 403 403 403 200' },
  'GET /api/underage-message-requests': { expect: '401 403 403 403 403 403 200' },
  'POST /api/approve-underage-request/:id': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/approve-underage-request/${f.underageRequest}`,
    request: json({}),
  },
  // Registered after approve: the admin meets the request already decided (409).
  'POST /api/decline-underage-request/:id': {
    expect: '401 403 403 403 403 403 409',
    url: (f) => `/api/decline-underage-request/${f.underageRequest}`,
    request: json({ reason: 'Matrix says no' }),
  },
  'PUT /api/player/:playerId/can-edit-transfermarkt': {
    expect: '401 403 403 403 403 403 200',
    url: (f) => `/api/player/${f.player}/can-edit-transfermarkt`,
    request: json({ canEdit: true }),
  },
  'GET /api/transfermarkt-applications': { expect: '401 403 403 403 403 403 200' },
  'POST /api/forward-transfermarkt/:id': {
    expect: '401 403 403 403 403 403 404',
    url: () => `/api/forward-transfermarkt/${MISSING}`,
    request: json({}),
  },
  'PUT /api/reject-transfermarkt-application/:id': {
    expect: '401 403 403 403 403 403 404',
    url: () => `/api/reject-transfermarkt-application/${MISSING}`,
    request: json({ rejectionReason: 'Matrix says no' }),
  },
};

let t: TestApp;
let fixtures: Fixtures;
const callers = {} as Record<CallerName, TestClient>;
let parentCaller: TestClient;
const registered: { method: string; url: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD') registered.push({ method, url: route.url });
        }
      },
    },
  );
  const app = t.app;
  PNG = await png();

  // The owners of the rows.
  const player = await createMember(app, 'Player');
  const agent = await createVerifiedAgent(app);
  const minor = await createConsentedMinor(app);
  const unverifiedAgent = await createMember(app, 'Agent');
  const scout = await createMember(app, 'Scout');
  const club = await createMember(app, 'Club');

  const opportunity = (await agent.client.post('/api/opportunities', { description: 'Matrix striker' })).json().id;
  const savableOpportunity = (await agent.client.post('/api/opportunities', { description: 'Matrix keeper' })).json()
    .id;
  const shortlist = (await agent.client.post('/api/shortlists', { name: 'Matrix targets' })).json().id;
  await agent.client.post(`/api/shortlists/${shortlist}/players`, { playerId: player.id, note: 'Matrix note' });
  const applied = await player.client.request({
    method: 'POST',
    url: '/api/apply',
    ...multipart(
      { playerId: String(player.id), opportunityId: String(opportunity), introduction: 'Hello there' },
      { cv: { filename: 'cv.pdf', data: pdf(), type: 'application/pdf' } },
    ),
  });
  if (applied.statusCode !== 201) throw new Error(`apply failed: ${applied.body}`);
  const answerable = await player.client.request({
    method: 'POST',
    url: '/api/apply',
    ...multipart({ playerId: String(player.id), opportunityId: String(savableOpportunity), introduction: 'Hi' }, {}),
  });
  if (answerable.statusCode !== 201) throw new Error(`apply failed: ${answerable.body}`);
  const conversation = (
    await agent.client.post('/api/conversations/start', { participant1_id: agent.id, participant2_id: player.id })
  ).json().id;
  await agent.client.post('/api/messages/send', { conversationId: conversation, senderId: agent.id, message: 'Hi' });
  const [video] = await t.db
    .insert(videos)
    .values({
      playerId: player.id,
      youtubeVideoId: 'matrixVid01',
      title: 'Goal',
      thumbnailUrl: 'https://i.ytimg.com/x.jpg',
    })
    .returning();
  const report = (
    await player.client.post('/api/reports', { subjectType: 'profile', subjectId: agent.id, reason: 'Other' })
  ).json().id;
  await agent.client.post('/api/underage-message-request', { agentId: agent.id, playerId: minor.id });
  const [underage] = await t.db.select().from(underageMessageRequests).limit(1);
  const verification = await unverifiedAgent.client.request({
    method: 'POST',
    url: '/api/request-agent-verification',
    ...verificationForm(unverifiedAgent.id),
  });
  if (verification.statusCode >= 300) throw new Error(`verification failed: ${verification.body}`);
  const [verificationRequest] = await t.db.select().from(agentVerificationRequests).limit(1);
  const [file] = await t.db.select().from(files).limit(1);
  const saved = await agent.client.post('/api/saved-searches', { name: 'Owner search', filters: {} });
  if (saved.statusCode !== 200) throw new Error(`saved search failed: ${saved.body}`);
  const marketWatcher = await createMember(app, 'Player');
  const savedPost = await marketWatcher.client.post('/api/saved-post-searches', {
    name: 'Owner market search',
    filters: {},
  });
  if (savedPost.statusCode !== 200) throw new Error(`saved post search failed: ${savedPost.body}`);
  const terms = { months: 12, exclusive: false, feePercent: 2.5, message: 'Matrix terms' };
  const offer = await agent.client.post('/api/representation-offers', { playerId: player.id, ...terms });
  const otherAgent = await createVerifiedAgent(app);
  const signed = await otherAgent.client.post('/api/representation-offers', { playerId: player.id, ...terms });
  const accepted = await player.client.post(`/api/representation-offers/${signed.json().id}/answer`, {
    answer: 'accept',
  });
  if (offer.statusCode !== 201 || accepted.statusCode !== 200) throw new Error(`offers failed: ${accepted.body}`);
  const scoutReport = await scout.client.post('/api/scout-reports', {
    playerId: player.id,
    watchedOn: '2026-03-01',
    watchedVia: 'Live',
    ratings: { technical: { finishing: 4 }, tactical: {}, physical: {}, mental: {} },
    potential: 4,
    verdict: 'Sign',
    feedbackForPlayer: 'Matrix feedback',
  });
  if (scoutReport.statusCode !== 201) throw new Error(`scout report failed: ${scoutReport.body}`);
  const pendingClub = await createMember(app, 'Club');
  const clubAsked = await pendingClub.client.request({
    method: 'POST',
    url: '/api/club-verifications',
    ...clubVerificationForm(),
  });
  if (clubAsked.statusCode !== 201) throw new Error(`club verification failed: ${clubAsked.body}`);
  const needClub = await createVerifiedClub(app);
  const posted = await needClub.client.post('/api/club-needs', clubNeedBody());
  if (posted.statusCode !== 201) throw new Error(`club need failed: ${posted.body}`);
  const pitchAgent = await createVerifiedAgent(app);
  await representPlayer(app, pitchAgent.id, player.id);
  const pitched = await pitchAgent.client.post(`/api/club-needs/${posted.json().id}/pitches`, {
    playerId: player.id,
    note: 'Matrix pitch',
  });
  if (pitched.statusCode !== 201) throw new Error(`pitch failed: ${pitched.body}`);
  if (!video || !underage || !verificationRequest || !file) throw new Error('fixtures missing');
  const [reference] = await app.db
    .insert(careerReferences)
    .values({
      playerId: player.id,
      coachName: 'Matrix Coach',
      coachEmail: 'matrix-coach@example.com',
      coachRole: 'Coach',
      coachClub: 'Matrix FC',
      tokenHash: 'matrix-reference',
      status: 'written',
      text: 'Matrix words',
      expiresAt: new Date(Date.now() + 86_400_000),
      writtenAt: new Date(),
    })
    .returning({ id: careerReferences.id });
  if (!video || !underage || !verificationRequest || !file || !reference) throw new Error('fixtures missing');

  fixtures = {
    player: player.id,
    agent: agent.id,
    minor: minor.id,
    unverifiedAgent: unverifiedAgent.id,
    scout: scout.id,
    club: club.id,
    opportunity,
    application: applied.json().applicationId,
    answerableApplication: answerable.json().applicationId,
    conversation,
    video: video.id,
    report,
    file: file.id,
    underageRequest: underage.id,
    verificationRequest: verificationRequest.id,
    shortlist,
    savableOpportunity,
    savedSearch: saved.json().id,
    savedPostSearch: savedPost.json().id,
    offer: offer.json().id,
    representation: accepted.json().offer.agreementId,
    scoutReport: scoutReport.json().id,
    pendingClub: pendingClub.id,
    clubNeed: posted.json().id,
    pitch: pitched.json().id,
    reference: reference.id,
  };

  // The callers: none of them owns a row above.
  callers.anonymous = new TestClient(app);
  callers.player = (await createMember(app, 'Player')).client;
  callers.minor = (await createConsentedMinor(app)).client;
  callers.agent = (await createVerifiedAgent(app)).client;
  callers.scout = (await createMember(app, 'Scout')).client;
  callers.club = (await createMember(app, 'Club')).client;
  callers.admin = (await createAdmin(app)).client;
  parentCaller = (await createMember(app, 'Parent')).client;
}, 300_000);

afterAll(async () => t?.close());

function key(route: { method: string; url: string }) {
  return `${route.method} ${route.url}`;
}

describe('authorization matrix', () => {
  it('has an expected entry for every registered route (a new route needs one)', () => {
    const missing = registered.map(key).filter((k) => !(k in ROUTES));
    expect(missing, 'new route without an expected entry').toEqual([]);
    const stale = Object.keys(ROUTES).filter((k) => !registered.some((r) => key(r) === k));
    expect(stale, 'expected entry for a route that no longer exists').toEqual([]);
  });

  it('refuses anonymous callers (401) on every route not listed as public', () => {
    const open = Object.entries(ROUTES).filter(([, r]) => r.expect !== PUBLIC && !r.expect.startsWith('401 '));
    expect(open.map(([k]) => k)).toEqual([]);
  });

  it('refuses a caller who may not call (401 anonymous, 403 wrong role) before looking at what they sent', async () => {
    // Every input the route could check is wrong: a path parameter, the paging and a body with none of
    // its fields. A caller who may not call learns nothing of the call's shape.
    const answered: string[] = [];
    const send = (caller: TestClient, route: { method: string; url: string }) =>
      caller.request({
        method: route.method as InjectOptions['method'],
        url: `${route.url.replace(/:(\w+)/g, 'not-an-id')}?page=none&limit=-1`,
        ...(route.method !== 'GET' ? { payload: { unexpected: [] } } : {}),
      });
    for (const route of registered) {
      const entry = ROUTES[key(route)];
      if (!entry || entry.expect === PUBLIC) continue;
      const anonymous = await send(callers.anonymous, route);
      if (anonymous.statusCode !== 401) answered.push(`${key(route)} anonymous: ${anonymous.statusCode}`);
      // The admins' routes refuse a player for their role alone.
      if (!route.url.startsWith('/api/admin/')) continue;
      const player = await send(callers.player, route);
      if (player.statusCode !== 403) answered.push(`${key(route)} as a player: ${player.statusCode}`);
    }
    expect(answered).toEqual([]);
  });

  it('answers every route × caller with the expected status, each error status documented', async () => {
    const actual: string[] = [];
    const mismatches: string[] = [];
    const undocumented: string[] = [];
    const document = (await callers.anonymous.get('/api/docs/openapi.json')).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const documented = (method: string, url: string) =>
      document.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()]?.responses;
    for (const route of registered) {
      const entry = ROUTES[key(route)];
      if (!entry) continue;
      const url = entry.url ? entry.url(fixtures) : route.url;
      const names = entry.expect === PUBLIC ? (['anonymous'] as const) : CALLERS;
      const statuses: number[] = [];
      for (const name of names) {
        const response = await callers[name].request({
          method: route.method as InjectOptions['method'],
          url,
          ...entry.request?.(fixtures),
        });
        statuses.push(response.statusCode);
        const responses = documented(route.method, route.url);
        if (response.statusCode >= 400 && responses && !(String(response.statusCode) in responses)) {
          undocumented.push(`${key(route)} as ${name}: ${response.statusCode}`);
        }
      }
      const got = entry.expect === PUBLIC ? publicVerdict(statuses[0] ?? 0) : statuses.join(' ');
      actual.push(`'${key(route)}': ${got}`);
      if (got !== entry.expect) mismatches.push(`${key(route)}: expected ${entry.expect}, got ${got}`);
    }
    expect(mismatches, actual.join('\n')).toEqual([]);
    expect(undocumented, 'error answers the OpenAPI document does not list').toEqual([]);
  }, 300_000);
});

describe('authorization matrix: a Parent', () => {
  it('answers a Parent 403 on every member route but their account and children routes', async () => {
    const actual: string[] = [];
    const mismatches: string[] = [];
    for (const route of registered) {
      const entry = ROUTES[key(route)];
      if (!entry || entry.expect === PUBLIC) continue;
      const response = await parentCaller.request({
        method: route.method as InjectOptions['method'],
        url: entry.url ? entry.url(fixtures) : route.url,
        ...entry.request?.(fixtures),
      });
      const expected = entry.parent ?? '403';
      actual.push(`'${key(route)}': ${response.statusCode}`);
      if (String(response.statusCode) !== expected) {
        mismatches.push(`${key(route)}: expected ${expected}, got ${response.statusCode}`);
      }
    }
    expect(mismatches, actual.join('\n')).toEqual([]);
  }, 300_000);
});

/** The agent-verification form of another agent (the licence and an ID). */
function verificationForm(agentId: number) {
  return multipart(agentVerificationFields(agentId), {
    licenseFile: { filename: 'licence.pdf', data: pdf(), type: 'application/pdf' },
    idFile: { filename: 'passport.png', data: PNG, type: 'image/png' },
  });
}

/** A club's verification form: its federation, registration number and document. */
function clubVerificationForm() {
  return multipart(
    { federation: 'Matrix FA', registrationNumber: 'M-1' },
    { document: { filename: 'registration.pdf', data: pdf(), type: 'application/pdf' } },
  );
}

/** A valid requirement, due in a month. */
function clubNeedBody() {
  const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return { positions: ['CB'], ageMin: 20, ageMax: 24, dealTypes: ['Loan'], deadline };
}

/** A public route answers an anonymous caller without asking them to sign in. */
function publicVerdict(status: number) {
  return status === 401 || status === 403 ? String(status) : PUBLIC;
}
