import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdmin, createConsentedMinor, createMember } from '../../../test/factories.ts';
import { multipart } from '../../../test/sample-files.ts';
import { TestClient, useTestApp } from '../../../test/test-app.ts';
import { agentProfileViews, auditLog, conversations, messages } from '../../db/schema/index.ts';

// The Agent tab's oversight (docs/product.md#admin-pages). One app for the file: each test makes its own members
// and reads only what they did.
const t = useTestApp({}, {}, 120_000);

type Member = Awaited<ReturnType<typeof createMember>>;
type Admin = Awaited<ReturnType<typeof createAdmin>>;

async function post(agent: Member, description: string) {
  const response = await agent.client.post('/api/opportunities', { description });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

async function apply(player: Member, opportunityId: number) {
  const fields = { playerId: String(player.id), opportunityId: String(opportunityId), introduction: 'I score goals.' };
  const response = await player.client.request({ method: 'POST', url: '/api/apply', ...multipart(fields, {}) });
  expect(response.statusCode).toBe(201);
}

async function converse(agent: Member, player: Member, text: string) {
  const started = await agent.client.post('/api/conversations/start', {
    participant1_id: agent.id,
    participant2_id: player.id,
  });
  const conversationId = (started.json() as { id: number }).id;
  const sent = await agent.client.post('/api/messages/send', { conversationId, senderId: agent.id, message: text });
  expect(sent.statusCode).toBe(201);
  return conversationId;
}

/**
 * A conversation written straight to the database: with a minor as an approved request would have
 * opened it, or a scout's with a player who applied. Those paths are tested in their modules; here
 * only the conversation's existence matters.
 */
async function storedConversation(agent: Member, minor: Member, text: string) {
  const [low, high] = agent.id < minor.id ? [agent.id, minor.id] : [minor.id, agent.id];
  const [row] = await t.db
    .insert(conversations)
    .values({ participant1Id: low, participant2Id: high, lastMessage: text })
    .returning({ id: conversations.id });
  if (!row) throw new Error('no conversation');
  await t.db.insert(messages).values({ conversationId: row.id, senderId: agent.id, message: text });
  return row.id;
}

const refusedToAllButAdmins = async (url: string, admin: Admin) => {
  expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
  for (const role of ['Player', 'Agent', 'Scout', 'Club'] as const) {
    expect((await (await createMember(t.app, role)).client.get(url)).statusCode).toBe(403);
  }
  expect((await admin.client.get(url)).statusCode).toBe(200);
};

describe('GET /api/admin/agent-posts', () => {
  it("lists agents' posts newest first with their applicant counts, page by page", async () => {
    const admin = await createAdmin(t.app);
    const agent = await createMember(t.app, 'Agent');
    const scout = await createMember(t.app, 'Scout');
    const older = await post(agent, 'Trial for wingers');
    const newer = await post(agent, 'Trial for keepers');
    const scoutsPost = await post(scout, 'Scouting day');
    const [a, b] = [await createMember(t.app, 'Player'), await createMember(t.app, 'Player')];
    await apply(a, older);
    await apply(b, older);
    await apply(a, newer);

    const first = (await admin.client.get('/api/admin/agent-posts?limit=1')).json();
    expect(first.posts).toEqual([
      expect.objectContaining({
        id: newer,
        description: 'Trial for keepers',
        applicantCount: 1,
        postedBy: { id: agent.id, fullName: agent.payload.fullName },
        hidden: false,
      }),
    ]);
    const second = (
      await admin.client.get(`/api/admin/agent-posts?limit=1&cursor=${encodeURIComponent(first.nextCursor)}`)
    ).json();
    expect(second.posts).toEqual([expect.objectContaining({ id: older, applicantCount: 2 })]);
    const all = (await admin.client.get('/api/admin/agent-posts?limit=100')).json();
    expect(all.posts.map((p: { id: number }) => p.id)).not.toContain(scoutsPost);
  }, 60_000);

  it('refuses a bad page size with 400, and is for admins only', async () => {
    const admin = await createAdmin(t.app);
    const tooMany = await admin.client.get('/api/admin/agent-posts?limit=100000');
    expect(tooMany.statusCode).toBe(400);
    await refusedToAllButAdmins('/api/admin/agent-posts', admin);
  }, 60_000);
});

describe('GET /api/admin/agent-conversations and /{id}/messages', () => {
  it('lists conversations between agents and players, those with a minor first; reading one is audited', async () => {
    const admin = await createAdmin(t.app);
    const agent = await createMember(t.app, 'Agent');
    const adult = await createMember(t.app, 'Player');
    const minor = await createConsentedMinor(t.app);
    const scout = await createMember(t.app, 'Scout');
    const withMinor = await storedConversation(agent, minor, 'Hello young talent');
    const withAdult = await converse(agent, adult, 'Hello there');
    await storedConversation(scout, adult, 'Not an agent');

    const { conversations: listed } = (await admin.client.get('/api/admin/agent-conversations?limit=100')).json();
    const ids = listed.map((c: { id: number }) => c.id);
    expect(ids.indexOf(withMinor)).toBeLessThan(ids.indexOf(withAdult));
    expect(ids.indexOf(withAdult)).toBeGreaterThan(-1);
    expect(listed.every((c: { agent: { id: number } }) => c.agent.id !== scout.id)).toBe(true);
    // A minor's words are read only by opening the conversation, which is audited: never in the list.
    expect(listed.find((c: { id: number }) => c.id === withMinor)).toMatchObject({
      agent: { id: agent.id },
      player: { id: minor.id, minor: true },
      lastMessage: null,
      lastMessageRemoved: false,
    });
    expect(JSON.stringify(listed)).not.toContain('Hello young talent');
    expect(listed.find((c: { id: number }) => c.id === withAdult)).toMatchObject({
      player: { id: adult.id, minor: false },
      lastMessage: 'Hello there',
      lastMessageRemoved: false,
    });

    const read = await admin.client.get(`/api/admin/agent-conversations/${withMinor}/messages`);
    expect(read.statusCode).toBe(200);
    expect(read.json().messages).toEqual([
      expect.objectContaining({ senderId: agent.id, message: 'Hello young talent', hidden: false }),
    ]);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'conversation.read'), eq(auditLog.targetId, withMinor)));
    expect(audited).toEqual([
      expect.objectContaining({ actorId: admin.id, subjectMemberId: minor.id, targetType: 'conversation' }),
    ]);
  }, 60_000);

  it('audits every page read, not only the first: a cursor reads nothing unrecorded', async () => {
    const admin = await createAdmin(t.app);
    const agent = await createMember(t.app, 'Agent');
    const minor = await createConsentedMinor(t.app);
    const id = await storedConversation(agent, minor, 'First words');
    await t.db.insert(messages).values([
      { conversationId: id, senderId: agent.id, message: 'Second words' },
      { conversationId: id, senderId: minor.id, message: 'Third words' },
    ]);
    const url = `/api/admin/agent-conversations/${id}/messages`;
    const readsOf = () =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'conversation.read'), eq(auditLog.targetId, id)));

    const firstPage = (await admin.client.get(`${url}?limit=1`)).json();
    expect(firstPage.messages.map((m: { message: string }) => m.message)).toEqual(['First words']);
    const secondPage = (await admin.client.get(`${url}?limit=1&cursor=${firstPage.nextCursor}`)).json();
    expect(secondPage.messages.map((m: { message: string }) => m.message)).toEqual(['Second words']);
    // Straight to a later page, as a hand-made cursor would.
    const [firstId] = firstPage.messages.map((m: { id: number }) => m.id);
    const cursor = Buffer.from(JSON.stringify([firstId])).toString('base64url');
    const skipped = await admin.client.get(`${url}?cursor=${cursor}`);
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json().messages.map((m: { message: string }) => m.message)).toEqual(['Second words', 'Third words']);

    const reads = await readsOf();
    expect(reads).toHaveLength(3);
    expect(reads.every((row) => row.actorId === admin.id && row.subjectMemberId === minor.id)).toBe(true);
  }, 60_000);

  it("answers 404 for a conversation that is not an agent's with a player, 400 for a bad id", async () => {
    const admin = await createAdmin(t.app);
    const scout = await createMember(t.app, 'Scout');
    const player = await createMember(t.app, 'Player');
    const other = await storedConversation(scout, player, 'Hi');
    const refused = await admin.client.get(`/api/admin/agent-conversations/${other}/messages`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe('This is not a conversation between an agent and a player.');
    expect((await admin.client.get('/api/admin/agent-conversations/abc/messages')).statusCode).toBe(400);
  }, 60_000);

  it('is for admins only, the conversation’s own agent and player included', async () => {
    const admin = await createAdmin(t.app);
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const id = await converse(agent, player, 'Hi');
    const url = `/api/admin/agent-conversations/${id}/messages`;
    expect((await agent.client.get(url)).statusCode).toBe(403);
    expect((await player.client.get(url)).statusCode).toBe(403);
    await refusedToAllButAdmins('/api/admin/agent-conversations', admin);
  }, 60_000);
});

describe('GET /api/admin/agent-analytics', () => {
  it("counts this week's posts, applications, agents' messages and verification requests", async () => {
    const admin = await createAdmin(t.app);
    const before = (await admin.client.get('/api/admin/agent-analytics?weeks=4')).json();
    expect(before.weeks).toHaveLength(4);
    const weeks: string[] = before.weeks.map((w: { week: string }) => w.week);
    expect([...weeks].sort()).toEqual(weeks);
    expect(new Date(`${weeks[3]}T00:00:00Z`).getUTCDay()).toBe(1);

    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const opportunity = await post(agent, 'Trial for strikers');
    await apply(player, opportunity);
    await converse(agent, player, 'Hello');
    const after = (await admin.client.get('/api/admin/agent-analytics?weeks=4')).json();
    const [was, now] = [before.weeks[3], after.weeks[3]];
    expect(now).toEqual({
      week: was.week,
      posts: was.posts + 1,
      applications: was.applications + 1,
      messages: was.messages + 1,
      verifications: was.verifications,
    });
  }, 60_000);

  it('refuses a period outside 1 to 52 weeks with a clear 400, and is for admins only', async () => {
    const admin = await createAdmin(t.app);
    for (const weeks of ['0', '53', 'many']) {
      const response = await admin.client.get(`/api/admin/agent-analytics?weeks=${weeks}`);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Choose between 1 and 52 weeks.');
    }
    await refusedToAllButAdmins('/api/admin/agent-analytics', admin);
  }, 60_000);
});

describe('agent profile views', () => {
  it("are recorded when another member opens an agent's profile, never the agent's own, and listed most viewed first", async () => {
    const admin = await createAdmin(t.app);
    const popular = await createMember(t.app, 'Agent');
    const quiet = await createMember(t.app, 'Agent');
    const [a, b] = [await createMember(t.app, 'Player'), await createMember(t.app, 'Club')];
    const open = async (viewer: Member, agent: Member) =>
      expect((await viewer.client.get(`/api/agent-details/${agent.id}`)).statusCode).toBe(200);
    await open(a, popular);
    await open(a, popular);
    await open(b, popular);
    await open(a, quiet);
    await open(popular, popular);
    await open(quiet, quiet);

    const recorded = await t.db.select().from(agentProfileViews).where(eq(agentProfileViews.agentId, popular.id));
    expect(recorded.map((row) => row.viewerId).sort()).toEqual([a.id, a.id, b.id].sort());

    const list = (await admin.client.get('/api/admin/agent-profile-views?days=7&limit=100')).json();
    const mine = list.agents.filter((row: { agent: { id: number } }) => [popular.id, quiet.id].includes(row.agent.id));
    expect(mine).toEqual([
      { agent: { id: popular.id, fullName: popular.payload.fullName }, views: 3, viewers: 2 },
      { agent: { id: quiet.id, fullName: quiet.payload.fullName }, views: 1, viewers: 1 },
    ]);
    // The first page of one row leads to the rest, each agent once.
    const first = (await admin.client.get('/api/admin/agent-profile-views?days=7&limit=1')).json();
    expect(first.agents).toHaveLength(1);
    const rest = (
      await admin.client.get(
        `/api/admin/agent-profile-views?days=7&limit=100&cursor=${encodeURIComponent(first.nextCursor)}`,
      )
    ).json();
    expect(rest.agents).toHaveLength(list.agents.length - 1);
    expect(rest.agents.map((r: { agent: { id: number } }) => r.agent.id)).not.toContain(first.agents[0].agent.id);
  }, 60_000);

  it('refuses a period outside 1 to 365 days with a clear 400, and is for admins only', async () => {
    const admin = await createAdmin(t.app);
    const response = await admin.client.get('/api/admin/agent-profile-views?days=0');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Choose between 1 and 365 days.');
    await refusedToAllButAdmins('/api/admin/agent-profile-views', admin);
  }, 60_000);
});
