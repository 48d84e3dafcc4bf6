import { isUnderage } from '@scouting/contract/age';
import type { TVerificationStatus } from '@scouting/contract/profiles';
import { ROLES, type TRole } from '@scouting/contract/roles';
import { needsParentalConsent, type TParentConsent, type TViewer } from '@scouting/contract/safeguarding';
import { parseCookies } from 'better-auth/cookies';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../db/client.ts';
import { agents, members, players } from '../db/schema/index.ts';
import { AppError, type ErrorCode } from '../errors.ts';
import { refusesWith } from '../http/error-answers.ts';
import { decidesFromTheCaller } from '../http/guards-before-validation.ts';
import { lookupCachedCaller, rememberCaller } from './caller-cache.ts';

/**
 * The acting member, with what the safeguarding rules need to know about them (decision 008): whether
 * an agent is verified, whether a player is a minor and where their parent's consent stands.
 */
export type Member = TViewer & {
  fullName: string;
  username: string;
  isMinor: boolean;
  consent: TParentConsent;
  suspended: boolean;
  /** An admin hid this member's profile after a report. */
  profileHidden: boolean;
};

/** Who is calling: the signed-in account, and the member behind it once registered. */
export type Caller = {
  user: { id: string; email: string; emailVerified: boolean; twoFactorEnabled: boolean };
  member: Member | null;
};

const memberColumns = {
  id: members.id,
  role: members.role,
  fullName: members.fullName,
  username: members.username,
  dob: members.dob,
  suspendedAt: members.suspendedAt,
  profileHiddenAt: members.profileHiddenAt,
  verificationStatus: agents.verificationStatus,
  parentEmail: players.parentEmail,
  parentConsent: players.parentConsent,
};

type MemberRow = {
  id: number;
  role: TRole;
  fullName: string;
  username: string;
  dob: string | null;
  suspendedAt: Date | null;
  profileHiddenAt: Date | null;
  verificationStatus: TVerificationStatus | null;
  parentEmail: string | null;
  parentConsent: Exclude<TParentConsent, 'none'> | null;
};

/** A member row (with its agent and player columns) as the acting member. */
export function toMember(row: MemberRow): Member {
  return {
    id: row.id,
    role: row.role,
    fullName: row.fullName,
    username: row.username,
    verifiedAgent: row.role === 'Agent' && row.verificationStatus === 'verified',
    isMinor: row.role === 'Player' && row.dob !== null && isUnderage(row.dob),
    consent: row.parentConsent ?? (row.parentEmail ? 'pending' : 'none'),
    suspended: row.suspendedAt !== null,
    profileHidden: row.profileHiddenAt !== null,
  };
}

/** Loads one member by id in the acting-member shape (the safeguarding rules need the same facts). */
export async function loadMember(db: DbOrTx, memberId: number): Promise<Member | null> {
  const [row] = await db
    .select(memberColumns)
    .from(members)
    .leftJoin(agents, eq(agents.memberId, members.id))
    .leftJoin(players, eq(players.memberId, members.id))
    .where(eq(members.id, memberId))
    .limit(1);
  return row ? toMember(row) : null;
}

/**
 * The session cookie found in each Cookie header seen lately ('' for none), per cookie name. A
 * session's browser sends the same header text on every request, and parsing it (a split, two
 * patterns, decoding) was a measurable part of the 10 s poll's cost (docs/performance.md).
 */
const sessionCookiesByName = new Map<string, LRUCache<string, string>>();

/** The signed session cookie as Better Auth reads it, if sent. */
function sessionCookieOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const name = request.server.sessionCookieName;
  let seen = sessionCookiesByName.get(name);
  if (!seen) {
    // Bounded in characters, not entries: any caller can send a large Cookie header of its choosing.
    seen = new LRUCache({
      maxSize: 4 * 1024 * 1024,
      sizeCalculation: (cookie, cookieHeader) => cookieHeader.length + cookie.length + 1,
    });
    sessionCookiesByName.set(name, seen);
  }
  let cookie = seen.get(header);
  if (cookie === undefined) {
    cookie = parseCookies(header).get(name) ?? '';
    seen.set(header, cookie);
  }
  return cookie || null;
}

/**
 * Resolves the session cookie once per request; later guards reuse the answer. A registered
 * caller comes from the shared cache while nothing about their account or member changed
 * (auth/caller-cache.ts), so a repeated request asks the database nothing.
 */
export async function loadCaller(request: FastifyRequest): Promise<Caller | null> {
  if (request.caller !== undefined) return request.caller;
  const store = request.server.keyValueStore;
  const cookie = sessionCookieOf(request);
  const cached = cookie ? await lookupCachedCaller(store, cookie) : null;
  if (cached?.caller) {
    request.caller = cached.caller;
    return cached.caller;
  }
  const found = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!found) {
    request.caller = null;
    return null;
  }
  const [row] = await request.server.db
    .select(memberColumns)
    .from(members)
    .leftJoin(agents, eq(agents.memberId, members.id))
    .leftJoin(players, eq(players.memberId, members.id))
    .where(eq(members.authUserId, found.user.id))
    .limit(1);
  const user = {
    id: found.user.id,
    email: found.user.email,
    emailVerified: found.user.emailVerified,
    twoFactorEnabled: found.user.twoFactorEnabled === true,
  };
  // An account without a member is not cached: registering is its next step, and it is rare.
  if (!row) {
    request.caller = { user, member: null };
    return request.caller;
  }
  const caller = { user, member: toMember(row) };
  if (cookie && cached) await rememberCaller(store, cookie, caller, found.session.expiresAt, cached);
  request.caller = caller;
  return caller;
}

/** 401 unless signed in. */
export const requireAccount: preHandlerAsyncHookHandler = decidesFromTheCaller(
  refusesWith(
    async (request) => {
      if (!(await loadCaller(request))) throw new AppError('UNAUTHENTICATED');
    },
    [401],
  ),
);

/**
 * Why this caller may not act as a member (of one of `roles`, when given), or null when they may:
 * signed in, verified, registered, not suspended, of the role, and an admin with two-factor on.
 */
export function memberRefusal(caller: Caller | null, roles: readonly TRole[] = []): ErrorCode | null {
  if (!caller) return 'UNAUTHENTICATED';
  if (!caller.user.emailVerified) return 'EMAIL_NOT_VERIFIED';
  if (!caller.member) return 'REGISTRATION_REQUIRED';
  // A session opened before the suspension ends with it.
  if (caller.member.suspended) return 'ACCOUNT_SUSPENDED';
  if (roles.length > 0 && !roles.includes(caller.member.role)) return 'WRONG_ROLE';
  // A Parent acts only on their children's behalf (docs/product.md#parents): the routes open to every member
  // are not theirs unless a route names them (EVERY_ROLE).
  if (roles.length === 0 && caller.member.role === 'Parent') return 'WRONG_ROLE';
  // Decision 012: an admin's session does nothing until two-factor sign-in is on (Settings sets it up).
  if (caller.member.role === 'Admin' && !caller.user.twoFactorEnabled) return 'TWO_FACTOR_REQUIRED';
  return null;
}

/**
 * 401 unless signed in, 403 unless verified and registered and (when roles are given) of one of those roles.
 * Without roles: any member but a Parent; `requireMember(...EVERY_ROLE)` opens a route to Parents too.
 */
export function requireMember(...roles: TRole[]): preHandlerAsyncHookHandler {
  return decidesFromTheCaller(
    refusesWith(
      async (request: FastifyRequest, _reply: FastifyReply) => {
        const refusal = memberRefusal(await loadCaller(request), roles);
        if (refusal) throw new AppError(refusal);
      },
      [401, 403],
    ),
  );
}

/**
 * After requireMember: a minor whose parent has not confirmed may read their own pages but not
 * act towards other people or hand over documents (docs/product.md#minors).
 */
export const requireParentalConsent: preHandlerAsyncHookHandler = decidesFromTheCaller(
  refusesWith(
    async (request) => {
      const member = actingMember(request);
      if (needsParentalConsent(member)) throw new AppError('PARENTAL_CONSENT_REQUIRED');
    },
    [403],
  ),
);

export const requireAdmin = requireMember('Admin');

/** Every role, Parents included: the account's own routes (language, notifications, Settings, data). */
export const EVERY_ROLE = ROLES;

/** The member a guarded handler acts as; only valid after requireMember ran. */
export function actingMember(request: FastifyRequest): Member {
  const member = request.caller?.member;
  if (!member) throw new AppError('REGISTRATION_REQUIRED');
  return member;
}

/** Whether the acting member may act on this member id: their own, or any as an admin. */
export function isSelfOrAdmin(member: Member, memberId: number): boolean {
  return member.id === memberId || member.role === 'Admin';
}

/** The API's calls carry member ids; one that is not the caller's is refused unless the caller is an admin. */
export function assertSelfOrAdmin(member: Member, memberId: number): void {
  if (!isSelfOrAdmin(member, memberId)) throw new AppError('FORBIDDEN');
}
