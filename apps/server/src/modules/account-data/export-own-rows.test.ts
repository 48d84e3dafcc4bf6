import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { seedDemo } from '../../tooling/demo/seed-demo.ts';

// The demo seed registers dozens of members: more than the default hook time on a busy machine.
const t = useTestApp({}, {}, 120_000);

/** Every list in an export with where it stands (`posted.opportunities`, `career.entries`, …). */
function listsOf(value: unknown, at = ''): Array<[string, unknown[]]> {
  if (Array.isArray(value)) return [[at, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => listsOf(inner, at ? `${at}.${key}` : key));
}

describe('the exporters of the data export', () => {
  it('read the member’s own rows only: a newcomer’s lists are empty in a database full of others’ data', async () => {
    // Every kind of row the export reads, for every role, minors and parents included.
    await seedDemo(t.db, t.app.auth, t.app.storage);
    for (const role of ['Player', 'Agent', 'Scout', 'Club'] as const) {
      const newcomer = await createMember(t.app, role);
      const response = await newcomer.client.get('/api/account/export');
      expect(response.statusCode, response.body).toBe(200);
      const { profile: _own, ...data } = response.json();
      const filled = listsOf(data).filter(([, rows]) => rows.length > 0);
      // A player's one row of their own: the previous club they gave when registering (decision 066).
      expect(
        filled.map(([at]) => at),
        role,
      ).toEqual(role === 'Player' ? ['career.entries'] : []);
      if (role === 'Player')
        expect(data.career.entries.map((entry: { club: string }) => entry.club)).toEqual(['Getafe']);
      expect(data.agentProfileViews.receivedCount, role).toBe(0);
      expect(data.safeguarding.parentalConsent, role).toBeNull();
    }
  });
});
