import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TLanguage } from '@scouting/contract/languages';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_TYPES,
  NOTIFICATION_PREFERENCE_PATHS,
} from '@scouting/contract/notification-preferences';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client.ts';
import { accountLanguages, members, notificationPreferences, notifications, user } from '../../db/schema/index.ts';
import { mailTexts, textHtmlIn } from '../../infra/mail/mail-texts.ts';
import { enqueueMail } from '../../infra/queue/mail-jobs.ts';
import { storedNoticeText } from '../../platform/notices/notice-text.ts';

/** A digest lists at most this many lines, then says how many more the bell holds. */
export const DIGEST_MAX_LINES = 50;
const DAY_MS = 24 * 60 * 60_000;

export type DigestOptions = { appOrigin: string; authSecret: string };

function mac(memberId: number, secret: string): string {
  return createHmac('sha256', secret).update(`digest-unsubscribe:${memberId}`).digest('base64url');
}

/** The unsubscribe token in a member's digests: their id and a keyed hash of it, so none can be guessed. */
export function digestUnsubscribeToken(memberId: number, secret: string): string {
  return `${memberId}.${mac(memberId, secret)}`;
}

/** The member a token stands for, or null when it was not made with this secret. */
export function memberOfUnsubscribeToken(token: string, secret: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const memberId = Number(match[1]);
  const expected = Buffer.from(mac(memberId, secret));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? memberId : null;
}

/** Turns every category the member had on 'digest' back to the bell; other choices stay. */
export async function turnDigestsOff(db: DbOrTx, memberId: number): Promise<void> {
  const backToBell = (column: AnyPgColumn) => sql`case when ${column} = 'digest' then 'bell' else ${column} end`;
  await db
    .update(notificationPreferences)
    .set({
      messages: backToBell(notificationPreferences.messages),
      applications: backToBell(notificationPreferences.applications),
      opportunities: backToBell(notificationPreferences.opportunities),
      alerts: backToBell(notificationPreferences.alerts),
      updatedAt: new Date(),
    })
    .where(eq(notificationPreferences.memberId, memberId));
}

/** The notifications a member's digest covers: the types of the categories they set to 'digest'. */
function chosenForDigest() {
  return or(
    ...NOTIFICATION_CATEGORIES.map((category) =>
      and(
        eq(notificationPreferences[category], 'digest'),
        inArray(notifications.type, [...NOTIFICATION_CATEGORY_TYPES[category]]),
      ),
    ),
  );
}

/**
 * The daily digest (decision 031): for each member who chose 'digest' for a category, one mail
 * listing that category's notifications since their last digest (or the last day), the bell's own
 * lines (never a message's text), with List-Unsubscribe and one-click List-Unsubscribe-Post (RFC
 * 2369, RFC 8058) pointing at a link that turns the digests off without signing in.
 *
 * Run once a day by the scheduler; safe to run again: a member's `digest_sent_at` moves to `now` in
 * the transaction that queues their mail, and only if it was before `now`, so a second run (or
 * another instance) sends nothing twice. Returns how many digests were queued.
 */
export async function sendDailyDigests(db: Database, now: Date, options: DigestOptions): Promise<{ sent: number }> {
  const since = new Date(now.getTime() - DAY_MS);
  // One query for every digest member's lines (the partial index finds the members who chose a
  // digest, notifications_member_id_idx their notifications), not a query per member.
  const rows = await db
    .select({
      memberId: notificationPreferences.memberId,
      email: user.email,
      language: accountLanguages.language,
      message: notifications.message,
      noticeKey: notifications.noticeKey,
      noticeValues: notifications.noticeValues,
      link: notifications.link,
    })
    .from(notificationPreferences)
    .innerJoin(
      members,
      and(eq(members.id, notificationPreferences.memberId), isNull(members.deletedAt), isNull(members.suspendedAt)),
    )
    .innerJoin(user, eq(user.id, members.authUserId))
    // Each digest in its member's language (docs/product.md#languages), English until they choose one.
    .leftJoin(accountLanguages, eq(accountLanguages.userId, user.id))
    .innerJoin(
      notifications,
      and(
        eq(notifications.memberId, notificationPreferences.memberId),
        gt(notifications.createdAt, sql`coalesce(${notificationPreferences.digestSentAt}, ${since})`),
        lte(notifications.createdAt, now),
      ),
    )
    .where(chosenForDigest())
    .orderBy(asc(notificationPreferences.memberId), asc(notifications.id));

  type Digest = { email: string; language: TLanguage; lines: { message: string; link: string | null }[] };
  const byMember = new Map<number, Digest>();
  for (const row of rows) {
    const digest = byMember.get(row.memberId) ?? { email: row.email, language: row.language ?? 'en', lines: [] };
    digest.lines.push({ message: storedNoticeText(row, digest.language), link: row.link });
    byMember.set(row.memberId, digest);
  }

  let sent = 0;
  for (const [memberId, digest] of byMember) {
    const queued = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(notificationPreferences)
        .set({ digestSentAt: now })
        .where(
          and(
            eq(notificationPreferences.memberId, memberId),
            or(isNull(notificationPreferences.digestSentAt), sql`${notificationPreferences.digestSentAt} < ${now}`),
          ),
        )
        .returning({ memberId: notificationPreferences.memberId });
      if (!claimed) return false;
      await enqueueMail(tx, digestMail(memberId, digest, options), { about: [memberId] });
      return true;
    });
    if (queued) sent += 1;
  }
  return { sent };
}

function digestMail(
  memberId: number,
  {
    email: to,
    language,
    lines,
  }: { email: string; language: TLanguage; lines: { message: string; link: string | null }[] },
  { appOrigin, authSecret }: DigestOptions,
) {
  const t = mailTexts(language);
  const unsubscribe = `${appOrigin}${NOTIFICATION_PREFERENCE_PATHS.digestUnsubscribe}?token=${digestUnsubscribeToken(memberId, authSecret)}`;
  const shown = lines.slice(0, DIGEST_MAX_LINES).map((line) => {
    return line.link ? `- ${line.message}\n  ${appOrigin}${line.link}` : `- ${line.message}`;
  });
  const more = lines.length > DIGEST_MAX_LINES ? [t.digestMore(lines.length - DIGEST_MAX_LINES)] : [];
  const text = [
    t.digestIntro,
    [...shown, ...more].join('\n'),
    t.settingsHint(`${appOrigin}/settings`),
    t.digestUnsubscribe(unsubscribe),
  ].join('\n\n');
  return {
    to,
    ...textHtmlIn(language, text),
    subject: t.digestSubject(lines.length),
    text,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
