import type { TAuditEntry } from '@scouting/contract/schemas/reports';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { AuditEntryItem } from './audit-entry-item.tsx';

const ENTRY: TAuditEntry = {
  id: 1,
  actorId: null,
  actorName: 'Parent or guardian (from the e-mail link)',
  action: 'representation.guardian_confirmed',
  subjectMemberId: 42,
  subjectName: 'Lia Young',
  targetType: 'guardian_token',
  targetId: 7,
  reason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('an audit log entry', () => {
  it('names the decision, the parent who took it and what it was about in words, not stored codes', async () => {
    renderWithApp(
      <ul>
        <AuditEntryItem entry={ENTRY} />
      </ul>,
    );
    expect(await screen.findByText('Agreement confirmed by the parent')).toBeTruthy();
    const line = screen.getByText(/Parent's link #7/);
    expect(line.textContent).toContain('By Parent or guardian (from the e-mail link) about Lia Young');
    expect(screen.queryByText(/representation\.guardian_confirmed|guardian token/)).toBeNull();
  });

  it('shows an action older than the contract as it was stored, rather than nothing', async () => {
    renderWithApp(
      <ul>
        <AuditEntryItem entry={{ ...ENTRY, actorId: 3, actorName: 'Ada Admin', action: 'dismiss', targetType: null }} />
      </ul>,
    );
    expect(await screen.findByText('dismiss')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Ada Admin/ })).toBeTruthy();
  });
});
