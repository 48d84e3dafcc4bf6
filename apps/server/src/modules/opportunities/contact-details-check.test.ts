import { readFileSync } from 'node:fs';
import { MUST_REFUSE } from '@scouting/contract/fixtures/contact-details';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createConsentedMinor, createVerifiedAgent } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { opportunities } from '../../db/schema/index.ts';
import { checkPostsForContactDetails } from './contact-details-check.ts';

const t = useTestApp();

/** The broad pattern the migration clears existing posts with (the rows it does not match stay unchecked). */
const migration = readFileSync(new URL('../../db/migrations/0028_post_contact_details.sql', import.meta.url), 'utf8');
const BROAD = /!~\* '(.+)';/.exec(migration)?.[1] ?? '';

describe('posts written before the contact-details rule (decision 042)', () => {
  it('leaves unchecked every text the rule refuses: the migration clears none of them', async () => {
    expect(BROAD).not.toBe('');
    for (const [text] of MUST_REFUSE) {
      const { rows } = (await t.app.db.execute(sql`select ${text} ~* ${BROAD} as suspect`)) as unknown as {
        rows: { suspect: boolean }[];
      };
      expect(rows[0]?.suspect, text).toBe(true);
    }
    const { rows } = (await t.app.db.execute(
      sql`select ${'Youth trial in Madrid for left-footed defenders'} ~* ${BROAD} as suspect`,
    )) as unknown as { rows: { suspect: boolean }[] };
    expect(rows[0]?.suspect).toBe(false);
  });

  it('hides unchecked posts from minors until the hourly check reads them with the rule', async () => {
    const agent = await createVerifiedAgent(t.app);
    const texts = ['Trials for the 2025-2026 season, born 2010 2011', 'Trial day: call 612 345 678'];
    const ids: number[] = [];
    // Posted clean, as the rule now requires; each gets its older text below.
    for (const _text of texts) {
      const posted = await agent.client.post('/api/opportunities', { description: 'Open trial' });
      expect(posted.statusCode).toBe(201);
      ids.push(posted.json().id);
    }
    // As the migration leaves a post it suspects: its text written before the rule, unchecked.
    for (const [index, id] of ids.entries()) {
      await t.app.db
        .update(opportunities)
        .set({ description: texts[index], hasContactDetails: null })
        .where(eq(opportunities.id, id));
    }
    const minor = await createConsentedMinor(t.app);
    const seen = async () =>
      (
        (await minor.client.get(`/api/opportunities-for-player/${minor.id}`)).json() as {
          opportunities: { description: string }[];
        }
      ).opportunities.map((o) => o.description);
    const before = await seen();
    expect(before).not.toContain(texts[0]);
    expect(before).not.toContain(texts[1]);

    const { checked } = await checkPostsForContactDetails(t.app.db);
    expect(checked).toBeGreaterThanOrEqual(2);
    const flags = await t.app.db
      .select({ id: opportunities.id, flag: opportunities.hasContactDetails })
      .from(opportunities)
      .where(inArray(opportunities.id, ids))
      .orderBy(opportunities.id);
    expect(flags.map((row) => row.flag)).toEqual([false, true]);
    const after = await seen();
    expect(after).toContain(texts[0]);
    expect(after).not.toContain(texts[1]);
    expect((await checkPostsForContactDetails(t.app.db)).checked).toBe(0);
  });
});
