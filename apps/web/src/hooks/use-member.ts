import type { TMe } from '@scouting/contract';
import { useMe } from '../api/me.ts';

export type TMember = NonNullable<TMe['member']>;

/** The signed-in member; only for pages under RequireMember, which never renders them without one. */
export function useMember(): TMember {
  const member = useMe().data?.member;
  if (!member) throw new Error('useMember() outside RequireMember');
  return member;
}
