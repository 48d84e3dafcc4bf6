import { DASHBOARD_PATH } from '@scouting/contract';
import { needsTwoFactorSetup, useMe } from '../api/me.ts';
import { BrandLink } from '../components/brand-link.tsx';
import { HeaderFrame } from '../components/header-frame.tsx';
import { HeaderLinks } from '../components/header-links.tsx';
import { ProfileMenu } from '../components/profile-menu.tsx';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { useFirstScreenShown } from '../hooks/use-first-screen-shown.ts';
import { MemberLiveUpdates } from './member-live-updates.tsx';

/** The member header (docs/product.md#every-members-pages): logo, the member's links (search, shortlists), the notification bell and the profile menu. */
export function MemberHeader() {
  const me = useMe().data;
  // The bell's count and the live event stream follow the first screen (hooks/use-first-screen-shown.ts).
  const shown = useFirstScreenShown();
  const member = me?.member;
  return (
    <HeaderFrame brand={<BrandLink to={member ? DASHBOARD_PATH[member.role] : '/'} compact />}>
      {member ? (
        <>
          {/* Until an admin's two-factor is on, the server answers nothing else (decision 012). */}
          {me && needsTwoFactorSetup(me) ? null : (
            <>
              <HeaderLinks role={member.role} />
              <NotificationBell member={member} live={shown} />
              {shown ? <MemberLiveUpdates memberId={member.id} /> : null}
            </>
          )}
          <ProfileMenu fullName={member.fullName} profileImageUrl={member.profileImageUrl} />
        </>
      ) : null}
    </HeaderFrame>
  );
}
