import { afterEach, describe, expect, it, vi } from 'vitest';
import { countDatabaseCalls } from '../../../test/database-calls.ts';
import { createMember } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

// Generous setup time: the embedded database is migrated per file, on a busy machine too.
const t = useTestApp({}, {}, 180_000);
afterEach(() => vi.restoreAllMocks());

type Member = Awaited<ReturnType<typeof createMember>>;

async function inbox(member: Member, etag?: string) {
  return member.client.request({
    method: 'GET',
    url: `/api/conversations/${member.id}`,
    headers: etag ? { 'if-none-match': etag } : {},
  });
}

/** A full answer's ETag once the caller is in the session cache (two requests). */
async function settled(member: Member): Promise<string> {
  await inbox(member);
  const full = await inbox(member);
  expect(full.statusCode).toBe(200);
  return full.headers.etag as string;
}

async function start(agent: Member, player: Member): Promise<number> {
  const started = await agent.client.post('/api/conversations/start', {
    participant1_id: agent.id,
    participant2_id: player.id,
  });
  expect(started.statusCode).toBe(201);
  return started.json().id;
}

describe('the conditional conversation list', () => {
  it('answers 304 with no body and no database query while the inbox is unchanged', async () => {
    const player = await createMember(t.app, 'Player');
    const etag = await settled(player);
    const databaseCalls = countDatabaseCalls(t.db);
    const unchanged = await inbox(player, etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers['cache-control']).toBe('private, no-cache');
    expect(databaseCalls()).toBe(0);
    // A Content-Length other than the full answer's makes clients wait for bytes (RFC 9110 §15.4.5).
    expect(unchanged.headers['content-length']).toBeUndefined();
    expect(unchanged.headers['content-type']).toBeUndefined();
  });

  it('answers in full on both sides after a conversation starts and after each message', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    let agentTag = await settled(agent);
    let playerTag = await settled(player);

    const id = await start(agent, player);
    const agentView = await inbox(agent, agentTag);
    const playerView = await inbox(player, playerTag);
    expect([agentView.statusCode, playerView.statusCode]).toEqual([200, 200]);
    expect(playerView.json().conversations.map((c: { id: number }) => c.id)).toEqual([id]);
    agentTag = agentView.headers.etag as string;
    playerTag = playerView.headers.etag as string;

    const sent = await player.client.post('/api/messages/send', {
      conversationId: id,
      senderId: player.id,
      message: 'Hi',
    });
    expect(sent.statusCode).toBe(201);
    const afterMessage = await inbox(agent, agentTag);
    expect(afterMessage.statusCode).toBe(200);
    expect(afterMessage.json().conversations[0]).toMatchObject({ id, lastMessage: 'Hi' });
    expect((await inbox(player, playerTag)).statusCode).toBe(200);
  });

  it('still refuses another member, whatever tag they send', async () => {
    const player = await createMember(t.app, 'Player');
    const other = await createMember(t.app, 'Player');
    const etag = await settled(player);
    const refused = await other.client.request({
      method: 'GET',
      url: `/api/conversations/${player.id}`,
      headers: { 'if-none-match': etag },
    });
    expect(refused.statusCode).toBe(403);
  });
});
