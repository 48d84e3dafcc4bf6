import type { TMe } from '@scouting/contract/schemas/system';
import { createContext, useContext } from 'react';
import { useMe } from '../api/me.ts';

export type TMember = NonNullable<TMe['member']>;

/**
 * The member the route guard last let through. After a sign-out a lazily loaded part of the page can
 * resume rendering on its own before the guard re-renders and leaves; it reads this member for that
 * last render instead of finding none.
 */
export const GuardedMemberContext = createContext<TMember | null>(null);

/** The signed-in member; only for pages under RequireMember, which never renders them without one. */
export function useMember(): TMember {
  const guarded = useContext(GuardedMemberContext);
  const member = useMe().data?.member ?? guarded;
  if (!member) throw new Error('useMember() outside RequireMember');
  return member;
}
