import type { TRole } from '@scouting/contract/roles';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { MemberBottomNav } from './member-bottom-nav.tsx';

/** The bar's places as a reader hears them: each link's name and where it goes, and the one marked current. */
function renderBar(role: TRole, path: string) {
  renderWithApp(<MemberBottomNav role={role} memberId={42} />, { path });
  const bar = screen.getByRole('navigation', { name: 'Your places' });
  const links = within(bar).getAllByRole('link');
  return {
    places: links.map((link) => [link.textContent, link.getAttribute('href')]),
    current: links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent),
  };
}

describe('MemberBottomNav', () => {
  it('gives a player their dashboard, the market, their applications, messages and own profile', () => {
    const { places, current } = renderBar('Player', '/player-dashboard');
    expect(places).toEqual([
      ['Dashboard', '/player-dashboard'],
      ['Opportunities', '/opportunities'],
      ['My applications', '/my-applications'],
      ['Messages', '/player-dashboard?inbox'],
      ['Profile', '/player-profile/42'],
    ]);
    expect(current).toEqual(['Dashboard']);
  });

  it.each(['Agent', 'Scout', 'Club'] as const)(
    'gives a %s search, shortlists, messages and the applications received',
    (role) => {
      const dashboard = `/${role.toLowerCase()}-dashboard`;
      const { places, current } = renderBar(role, '/shortlists/7');
      expect(places).toEqual([
        ['Dashboard', dashboard],
        ['Search', '/search'],
        ['Shortlists', '/shortlists'],
        ['Messages', `${dashboard}?inbox`],
        ['Applications', '/view-applications'],
      ]);
      // A page under a place (one shortlist) is still that place.
      expect(current).toEqual(['Shortlists']);
    },
  );

  it('gives an admin the dashboard and the review queues', () => {
    const { places, current } = renderBar('Admin', '/review-reports');
    expect(places).toEqual([
      ['Dashboard', '/admin-dashboard'],
      ['Minors', '/review-underage-requests'],
      ['Agents', '/review-agent-verifications'],
      ['Clubs', '/review-club-verifications'],
      ['Reports', '/review-reports'],
    ]);
    expect(current).toEqual(['Reports']);
  });

  it('marks Messages, not the dashboard, while the inbox or a conversation is open on it', () => {
    expect(renderBar('Agent', '/agent-dashboard?inbox').current).toEqual(['Messages']);
  });

  it('marks Messages when a message notification opened a conversation', () => {
    expect(renderBar('Player', '/player-dashboard?conversation=5').current).toEqual(['Messages']);
  });

  it('marks nothing on a page that is none of the places', () => {
    expect(renderBar('Player', '/settings').current).toEqual([]);
  });

  it('shows no bar to a parent, whose only place is the dashboard', () => {
    const parent: TRole = 'Parent';
    renderWithApp(<MemberBottomNav role={parent} memberId={42} />, { path: '/parent-dashboard' });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
