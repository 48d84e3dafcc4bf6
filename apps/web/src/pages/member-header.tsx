import { DASHBOARD_PATH } from '@scouting/contract/roles';
import { needsTwoFactorSetup, useMe } from '../api/me.ts';
import { BrandLink } from '../components/brand-link.tsx';
import { HeaderFrame } from '../components/header-frame.tsx';
import { HeaderLinks } from '../components/header-links.tsx';
import { MemberBottomNav } from '../components/member-bottom-nav.tsx';
import { pathsInBottomBar } from '../components/member-places.ts';
import { ProfileMenu } from '../components/profile-menu.tsx';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { useFirstScreenShown } from '../hooks/use-first-screen-shown.ts';
import { MemberLiveUpdates } from './member-live-updates.tsx';

/** The member whose links the header and the bottom bar show: none until an admin's two-factor is on (the server answers nothing else, decision 012). */
function useNavigatingMember() {
  const me = useMe().data;
  return me?.member && !needsTwoFactorSetup(me) ? me.member : null;
}

/** The member header (docs/product.md#every-members-pages): logo, the member's links (search, shortlists), the notification bell and the profile menu. */
export function MemberHeader() {
  const me = useMe().data;
  // The bell's count and the live event stream follow the first screen (hooks/use-first-screen-shown.ts).
  const shown = useFirstScreenShown();
  const member = me?.member;
  const navigating = useNavigatingMember();
  return (
    <HeaderFrame brand={<BrandLink to={member ? DASHBOARD_PATH[member.role] : '/'} compact />}>
      {member ? (
        <>
          {navigating ? (
            <>
              {/* On a phone the bottom bar carries some of these links: the header leaves those to it. */}
              <HeaderLinks role={navigating.role} onPhoneInBar={pathsInBottomBar(navigating.role)} />
              <NotificationBell member={navigating} live={shown} />
              {shown ? <MemberLiveUpdates memberId={navigating.id} /> : null}
            </>
          ) : null}
          <ProfileMenu fullName={member.fullName} profileImageUrl={member.profileImageUrl} />
        </>
      ) : null}
    </HeaderFrame>
  );
}

/** The phone's bottom bar of the member's main places, on the same condition as the header's links. */
export function MemberBottomBar() {
  const member = useNavigatingMember();
  return member ? <MemberBottomNav role={member.role} memberId={member.id} /> : null;
}
