import { DASHBOARD_PATH, type TRole } from '@scouting/contract/roles';
import { Navigate, Outlet } from 'react-router';
import { useMember } from '../hooks/use-member.ts';
import { NotAuthorisedPage } from './not-authorised-page.tsx';

type RequireRoleProps = {
  roles: readonly TRole[];
  /** `forbid` explains the refusal (admin pages); `redirect` sends the member to their own dashboard. */
  otherwise: 'forbid' | 'redirect';
};

/** A route wrapper under RequireMember; the server checks roles too, this only spares a useless page. */
export function RequireRole({ roles, otherwise }: RequireRoleProps) {
  const member = useMember();
  if (roles.includes(member.role)) return <Outlet />;
  const ownDashboard = DASHBOARD_PATH[member.role];
  if (otherwise === 'redirect') return <Navigate to={ownDashboard} replace />;
  return <NotAuthorisedPage dashboardPath={ownDashboard} />;
}
