import type { TRole } from '@scouting/contract';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { members } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';

export type Member = {
  id: number;
  role: TRole;
  fullName: string;
  username: string;
};

/** Who is calling: the signed-in account, and the member behind it once registered. */
export type Caller = {
  user: { id: string; email: string; emailVerified: boolean };
  member: Member | null;
};

const memberColumns = {
  id: members.id,
  role: members.role,
  fullName: members.fullName,
  username: members.username,
};

/** Resolves the session cookie once per request; later guards reuse the answer. */
export async function loadCaller(request: FastifyRequest): Promise<Caller | null> {
  if (request.caller !== undefined) return request.caller;
  const found = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!found) {
    request.caller = null;
    return null;
  }
  const [member] = await request.server.db
    .select(memberColumns)
    .from(members)
    .where(eq(members.authUserId, found.user.id))
    .limit(1);
  request.caller = {
    user: { id: found.user.id, email: found.user.email, emailVerified: found.user.emailVerified },
    member: member ?? null,
  };
  return request.caller;
}

/** 401 unless signed in. */
export const requireAccount: preHandlerAsyncHookHandler = async (request) => {
  if (!(await loadCaller(request))) throw new AppError('UNAUTHENTICATED');
};

/** 401 unless signed in, 403 unless verified and registered and (when roles are given) of one of those roles. */
export function requireMember(...roles: TRole[]): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const caller = await loadCaller(request);
    if (!caller) throw new AppError('UNAUTHENTICATED');
    if (!caller.user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED');
    if (!caller.member) throw new AppError('REGISTRATION_REQUIRED');
    if (roles.length > 0 && !roles.includes(caller.member.role)) throw new AppError('WRONG_ROLE');
  };
}

export const requireAdmin = requireMember('Admin');

/** The member a guarded handler acts as; only valid after requireMember ran. */
export function actingMember(request: FastifyRequest): Member {
  const member = request.caller?.member;
  if (!member) throw new AppError('REGISTRATION_REQUIRED');
  return member;
}

/** The SPEC's calls carry member ids; one that is not the caller's is refused unless the caller is an admin. */
export function assertSelfOrAdmin(member: Member, memberId: number): void {
  if (member.id !== memberId && member.role !== 'Admin') throw new AppError('FORBIDDEN');
}
