import { DASHBOARD_PATH, type TRole } from '@scouting/contract/roles';
import {
  IconClipboardList,
  IconFlag,
  IconLayoutDashboard,
  IconMessages,
  IconRosetteDiscountCheck,
  IconShieldHalf,
  IconUser,
  IconUserCheck,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { MemberMessageId } from '../i18n/areas/member.ts';
import type { MessageId } from '../i18n/i18n.ts';
import { REVIEW_PAGES } from './admin-pages.ts';
import { HEADER_LINKS } from './header-links.tsx';

/**
 * The dashboard's query that opens its messages modal on the conversation list: the inbox lives in
 * the dashboard's modal (docs/product.md#every-members-pages), not on a page of its own.
 */
export const INBOX_PARAM = 'inbox';

/** Where a place's label lives: the header's links keep theirs in the first screen's catalog, the others in the member's. */
export type PlaceLabel = { header: MessageId } | { member: MemberMessageId };

/** One of a member's main places, as the phone's bottom bar shows it. */
export type MemberPlace = {
  key: string;
  to: string;
  label: PlaceLabel;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** Whether the page at `pathname` + `search` is this place (the bar marks it with aria-current). */
  isCurrent: (pathname: string, search: URLSearchParams) => boolean;
};

const underPath = (path: string) => (pathname: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The dashboard's messages modal open: through the bar, or a message notification's `?conversation=` link. */
const inboxOpen = (search: URLSearchParams) => search.has(INBOX_PARAM) || search.has('conversation');

/** A header link as a place: its path, label and icon stay defined once, in HEADER_LINKS. */
function headerPlace(key: keyof typeof HEADER_LINKS): MemberPlace {
  const { path, labelId, icon } = HEADER_LINKS[key];
  return { key, to: path, label: { header: labelId }, icon, isCurrent: underPath(path) };
}

function dashboardPlace(role: TRole): MemberPlace {
  const path = DASHBOARD_PATH[role];
  return {
    key: 'dashboard',
    to: path,
    label: { member: 'member.bottomNav.dashboard' },
    icon: IconLayoutDashboard,
    isCurrent: (pathname, search) => pathname === path && !inboxOpen(search),
  };
}

function messagesPlace(role: TRole): MemberPlace {
  const path = DASHBOARD_PATH[role];
  return {
    key: 'messages',
    to: `${path}?${INBOX_PARAM}`,
    label: { member: 'member.bottomNav.messages' },
    icon: IconMessages,
    isCurrent: (pathname, search) => pathname === path && inboxOpen(search),
  };
}

function reviewPlace(key: keyof typeof REVIEW_PAGES, label: MemberMessageId, icon: MemberPlace['icon']): MemberPlace {
  const { path } = REVIEW_PAGES[key];
  return { key, to: path, label: { member: label }, icon, isCurrent: underPath(path) };
}

/**
 * A member's main places for the phone's bottom bar (docs/product.md#every-members-pages), at most five so each
 * keeps a 78 px column on a 390 px phone. A role with fewer than two places (a parent) gets no bar.
 */
export function memberPlaces(role: TRole, memberId: number): MemberPlace[] {
  switch (role) {
    case 'Player': {
      const profile = `/player-profile/${memberId}`;
      return [
        dashboardPlace(role),
        headerPlace('opportunities'),
        headerPlace('myApplications'),
        messagesPlace(role),
        {
          key: 'profile',
          to: profile,
          label: { member: 'member.bottomNav.profile' },
          icon: IconUser,
          isCurrent: underPath(profile),
        },
      ];
    }
    case 'Agent':
    case 'Scout':
    case 'Club':
      return [
        dashboardPlace(role),
        headerPlace('search'),
        headerPlace('shortlists'),
        messagesPlace(role),
        {
          key: 'applications',
          to: '/view-applications',
          label: { member: 'member.bottomNav.applications' },
          icon: IconClipboardList,
          isCurrent: underPath('/view-applications'),
        },
      ];
    case 'Admin':
      // The review queues that wait on an admin (docs/product.md#admin-pages); search stays in the header.
      return [
        dashboardPlace(role),
        reviewPlace('underageRequests', 'member.bottomNav.underage', IconShieldHalf),
        reviewPlace('agentVerifications', 'member.bottomNav.agents', IconUserCheck),
        reviewPlace('clubVerifications', 'member.bottomNav.clubs', IconRosetteDiscountCheck),
        reviewPlace('reports', 'member.bottomNav.reports', IconFlag),
      ];
    case 'Parent':
      return [];
  }
}

/** The paths a role's bottom bar carries: on a phone the header leaves those links to the bar. */
export function pathsInBottomBar(role: TRole): ReadonlySet<string> {
  return new Set(memberPlaces(role, 0).map((place) => place.to));
}
