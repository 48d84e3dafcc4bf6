import { ADMIN_MEMBER_SEARCH_LIMIT, ADMIN_MESSAGES } from '@scouting/contract/admin';
import { englishOf } from '@scouting/contract/sentences';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember } from '../../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { members } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Match = { id: number; fullName: string; username: string; role: string };
const ids = (answer: { members: Match[] }) => answer.members.map((member) => member.id);

describe('the admin member search', () => {
  it('finds members by part of the name or username, whatever the case, of one role when asked', async () => {
    const admin = await createAdmin(t.app);
    const stamp = Date.now().toString(36);
    const agent = await createMember(t.app, 'Agent', { fullName: `Marta Quintela ${stamp}` });
    const player = await createMember(t.app, 'Player', { fullName: `Rui Quintela ${stamp}` });
    const other = await createMember(t.app, 'Scout', { fullName: `Someone Else ${stamp}` });

    const byName = (await admin.client.get(`/api/admin/members?q=${encodeURIComponent(`QUINTELA ${stamp}`)}`)).json();
    expect(ids(byName).sort()).toEqual([agent.id, player.id].sort());
    expect(byName.members.find((m: Match) => m.id === agent.id)).toEqual({
      id: agent.id,
      fullName: `Marta Quintela ${stamp}`,
      username: agent.payload.username,
      role: 'Agent',
    });
    const agentsOnly = (await admin.client.get(`/api/admin/members?q=quintela ${stamp}&role=Agent`)).json();
    expect(ids(agentsOnly)).toEqual([agent.id]);
    const byUsername = (
      await admin.client.get(`/api/admin/members?q=${String(other.payload.username).slice(1).toUpperCase()}`)
    ).json();
    expect(ids(byUsername)).toContain(other.id);
  });

  it("takes the text's wildcards literally, leaves deleted members out and answers a menu's worth", async () => {
    const admin = await createAdmin(t.app);
    const stamp = Date.now().toString(36);
    const many = [];
    for (let index = 0; index < ADMIN_MEMBER_SEARCH_LIMIT + 2; index += 1) {
      many.push(await createMember(t.app, 'Scout', { fullName: `Lista ${stamp} ${String(index).padStart(2, '0')}` }));
    }
    const page = (await admin.client.get(`/api/admin/members?q=Lista ${stamp}`)).json();
    expect(ids(page)).toEqual(many.slice(0, ADMIN_MEMBER_SEARCH_LIMIT).map((member) => member.id));
    expect((await admin.client.get(`/api/admin/members?q=Lista_${stamp}`)).json().members).toEqual([]);
    expect((await admin.client.get('/api/admin/members?q=%25%25')).json().members).toEqual([]);

    const gone = many[0];
    await t.app.db
      .update(members)
      .set({ deletedAt: new Date() })
      .where(eq(members.id, gone?.id ?? 0));
    expect(ids((await admin.client.get(`/api/admin/members?q=Lista ${stamp}`)).json())).not.toContain(gone?.id);
  });

  it('is for admins: 401 anonymous, 403 for every other role, 400 with a sentence for too little text', async () => {
    expect((await new TestClient(t.app).get('/api/admin/members?q=ab')).statusCode).toBe(401);
    for (const role of ['Player', 'Agent', 'Scout', 'Club', 'Parent'] as const) {
      const member = await createMember(t.app, role);
      expect((await member.client.get('/api/admin/members?q=ab')).statusCode).toBe(403);
    }
    const admin = await createAdmin(t.app);
    const short = await admin.client.get('/api/admin/members?q=%20a%20');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ q: englishOf(ADMIN_MESSAGES.memberSearchTooShort) });
    expect((await admin.client.get('/api/admin/members?q=ab&role=Coach')).statusCode).toBe(400);
  });
});
