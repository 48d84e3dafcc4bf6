import { ActionIcon, Button, Group } from '@mantine/core';
import type { TRole } from '@scouting/contract/roles';
import { SEARCHER_ROLES } from '@scouting/contract/search';
import { SHORTLIST_OWNER_ROLES } from '@scouting/contract/shortlists';
import { IconBookmarks, IconBriefcase, IconClipboardList, IconSearch, IconSignature } from '@tabler/icons-react';
import { type ComponentType, Fragment } from 'react';
import { NavLink } from 'react-router';
import type { MessageId } from '../i18n/i18n.ts';
import { useT } from '../i18n/language-provider.tsx';
import classes from './header-links.module.css';

type HeaderLink = {
  label: string;
  /** The label in the catalogs (docs/product.md#languages). */
  labelId: MessageId;
  path: string;
  roles: readonly TRole[];
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
};

/**
 * The pages the member header links to (search, shortlists, a player's applications, representation),
 * and who sees each link (the route guards agree).
 */
export const HEADER_LINKS = {
  search: { label: 'Search', labelId: 'header.search', path: '/search', roles: SEARCHER_ROLES, icon: IconSearch },
  shortlists: {
    label: 'Shortlists',
    labelId: 'header.shortlists',
    path: '/shortlists',
    roles: SHORTLIST_OWNER_ROLES,
    icon: IconBookmarks,
  },
  /** docs/product.md#opportunities: the player's market, every open post they may see. */
  opportunities: {
    label: 'Opportunities',
    labelId: 'header.opportunities',
    path: '/opportunities',
    roles: ['Player'] as const satisfies readonly TRole[],
    icon: IconBriefcase,
  },
  /** docs/product.md#applications: where the player hears back about every application. */
  myApplications: {
    label: 'My applications',
    labelId: 'header.myApplications',
    path: '/my-applications',
    roles: ['Player'] as const satisfies readonly TRole[],
    icon: IconClipboardList,
  },
  /** docs/product.md#representation: offers to sign and the agreements made from them, for both sides. */
  representation: {
    label: 'Representation',
    labelId: 'header.representation',
    path: '/representation',
    roles: ['Player', 'Agent'] as const satisfies readonly TRole[],
    icon: IconSignature,
  },
} satisfies Record<string, HeaderLink>;

/**
 * The header's links for one role: icon and word on wide screens, the icon (named) on phones, where the
 * links the bottom bar carries (`onPhoneInBar`, their paths) are left to it, so no place is offered twice.
 */
export function HeaderLinks({ role, onPhoneInBar }: { role: TRole; onPhoneInBar: ReadonlySet<string> }) {
  const t = useT();
  const links = Object.values(HEADER_LINKS).filter((link) => (link.roles as readonly TRole[]).includes(role));
  if (links.length === 0) return null;
  const phoneClass = (path: string) => (onPhoneInBar.has(path) ? classes.inBottomBar : undefined);
  // With every link in the bar, the whole landmark goes: an empty navigation would still be announced.
  const allInBar = links.every(({ path }) => onPhoneInBar.has(path));
  return (
    <Group
      component="nav"
      aria-label={t('header.mainNavigation')}
      gap={4}
      wrap="nowrap"
      className={allInBar ? classes.inBottomBar : undefined}
    >
      {links.map(({ labelId, path, icon: Icon }) => (
        <Fragment key={path}>
          <Button
            component={NavLink}
            to={path}
            variant="subtle"
            size="compact-md"
            leftSection={<Icon size={18} aria-hidden />}
            visibleFrom="xs"
            className={phoneClass(path)}
          >
            {t(labelId)}
          </Button>
          <ActionIcon
            component={NavLink}
            to={path}
            variant="subtle"
            size="lg"
            aria-label={t(labelId)}
            hiddenFrom="xs"
            className={phoneClass(path)}
          >
            <Icon size={18} aria-hidden />
          </ActionIcon>
        </Fragment>
      ))}
    </Group>
  );
}
