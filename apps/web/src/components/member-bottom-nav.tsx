import type { TRole } from '@scouting/contract/roles';
import { Link, useLocation } from 'react-router';
import { useMemberT } from '../i18n/areas/member.ts';
import { useT } from '../i18n/language-provider.tsx';
import classes from './member-bottom-nav.module.css';
import { memberPlaces } from './member-places.ts';

/**
 * The phone's bottom bar: the member's main places (member-places.ts), each an icon over a short word, the page
 * shown marked as current. Wider screens hide it by CSS and keep everything in the header.
 */
export function MemberBottomNav({ role, memberId }: { role: TRole; memberId: number }) {
  const t = useT();
  const memberT = useMemberT();
  const { pathname, search } = useLocation();
  const places = memberPlaces(role, memberId);
  if (places.length < 2) return null;
  const params = new URLSearchParams(search);
  return (
    <>
      <div className={classes.spacer} />
      <nav className={classes.bar} aria-label={memberT('member.bottomNav.label')} data-bottom-nav>
        <ul className={classes.list}>
          {places.map(({ key, to, label, icon: Icon, isCurrent }) => (
            <li key={key} className={classes.item}>
              <Link to={to} className={classes.link} aria-current={isCurrent(pathname, params) ? 'page' : undefined}>
                <Icon size={22} aria-hidden />
                <span className={classes.label}>{'header' in label ? t(label.header) : memberT(label.member)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
