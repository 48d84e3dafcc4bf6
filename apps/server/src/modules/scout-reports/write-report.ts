import type { TScoutReport, TScoutReportInput, ZScoutReportUpdate } from '@scouting/contract/schemas/scout-reports';
import { cornerAttributes, SCOUT_REPORT_CORNERS, SCOUT_REPORT_MESSAGES } from '@scouting/contract/scout-reports';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Member } from '../../auth/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { players, scoutReports, videos } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { notify } from '../notifications/notify.ts';
import type { ParentMailDeps } from '../safeguarding/texts-for-minors/parent-mail.ts';
import { copyTextToParent } from '../safeguarding/texts-for-minors/text-copy-mail.ts';
import { assertTextForMinor } from '../safeguarding/texts-for-minors/text-for-minor.ts';
import { assertCanSeePlayer } from '../safeguarding/visible-player.ts';
import { findReport } from './report-rows.ts';

type ReportFields = z.output<typeof ZScoutReportUpdate>;

/**
 * What the schema cannot know: the technical corner holds the list of the player's position (a
 * goalkeeper's or an outfield player's), and the report's video and moments are the player's own
 * videos. Each refusal names its field.
 */
async function assertFitsPlayer(db: DbOrTx, playerId: number, fields: ReportFields): Promise<void> {
  const [row] = await db
    .select({ position: players.primaryPosition })
    .from(players)
    .where(eq(players.memberId, playerId));
  const lists = cornerAttributes(row?.position);
  const errors: Record<string, string> = {};
  for (const corner of SCOUT_REPORT_CORNERS) {
    for (const key of Object.keys(fields.ratings[corner])) {
      if (!(key in lists[corner])) errors[`ratings.${corner}.${key}`] = SCOUT_REPORT_MESSAGES.unknownAttribute;
    }
  }
  const videoIds = [...new Set([fields.videoId, ...fields.moments.map((moment) => moment.videoId)])].filter(
    (id): id is number => id !== null,
  );
  if (videoIds.length > 0) {
    const own = await db
      .select({ id: videos.id })
      .from(videos)
      .where(and(inArray(videos.id, videoIds), eq(videos.playerId, playerId)));
    const ownIds = new Set(own.map((video) => video.id));
    if (fields.videoId !== null && !ownIds.has(fields.videoId))
      errors.videoId = SCOUT_REPORT_MESSAGES.videoNotThePlayers;
    fields.moments.forEach((moment, index) => {
      if (!ownIds.has(moment.videoId)) errors[`moments.${index}.videoId`] = SCOUT_REPORT_MESSAGES.videoNotThePlayers;
    });
  }
  const [first] = Object.values(errors);
  if (first) throw new AppError('VALIDATION_ERROR', first, errors);
}

const columnsOf = (fields: ReportFields) => ({
  watchedOn: fields.watchedOn,
  watchedVia: fields.watchedVia,
  competition: fields.competition,
  opponent: fields.opponent,
  minutesWatched: fields.minutesWatched,
  videoId: fields.videoId,
  ratings: fields.ratings,
  potential: fields.potential,
  verdict: fields.verdict,
  strengths: fields.strengths,
  weaknesses: fields.weaknesses,
  summary: fields.summary,
  feedbackForPlayer: fields.feedbackForPlayer,
  moments: fields.moments,
});

/**
 * New feedback reaches the player: a bell line, and for a minor the consenting parent's copy
 * (the text already passed the contact rule). In the report's transaction.
 */
async function deliverFeedback(
  tx: DbOrTx,
  parentMail: ParentMailDeps & { appOrigin: string },
  author: Member,
  player: Member,
  text: string,
): Promise<void> {
  await notify(
    tx,
    player.id,
    'feedback_received',
    { key: 'feedbackReceived', values: { author: author.fullName } },
    '/my-feedback',
  );
  await copyTextToParent(tx, parentMail, player, {
    writerId: author.id,
    writerName: author.fullName,
    childName: player.fullName,
    about: { kind: 'report' },
    text,
  });
}

/**
 * POST /api/scout-reports: a member who is not a player writes a report on a player they may see
 * (a hidden minor answers 404 like a missing player). The feedback for the player is an adult's
 * words to them outside the messaging: to a minor it passes the contact rule and the consenting
 * parent receives a copy (decision 042). The report, the bell line and the parent's mail are one
 * transaction.
 */
export async function createScoutReport(
  db: Database,
  author: Member,
  input: TScoutReportInput,
  parentMail: ParentMailDeps & { appOrigin: string },
): Promise<TScoutReport> {
  const player = await assertCanSeePlayer(db, author, input.playerId);
  await assertFitsPlayer(db, player.id, input);
  await assertTextForMinor(db, author.id, player, { feedbackForPlayer: input.feedbackForPlayer });
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(scoutReports)
      .values({ authorId: author.id, playerId: player.id, ...columnsOf(input) })
      .returning({ id: scoutReports.id });
    if (!created) throw new Error('insert returned no row');
    if (input.feedbackForPlayer) await deliverFeedback(tx, parentMail, author, player, input.feedbackForPlayer);
    return created.id;
  });
  return findReport(db, author, id);
}

/**
 * PUT /api/scout-reports/{id}: the author's own report only (an admin moderates by reading and
 * deleting, never by rewriting another's judgement). Changed feedback reaches the player as new.
 */
export async function updateScoutReport(
  db: Database,
  author: Member,
  reportId: number,
  fields: ReportFields,
  parentMail: ParentMailDeps & { appOrigin: string },
): Promise<TScoutReport> {
  const existing = await findReport(db, author, reportId);
  if (existing.author.id !== author.id) throw new AppError('NOT_FOUND', SCOUT_REPORT_MESSAGES.reportNotFound);
  const player = await assertCanSeePlayer(db, author, existing.player.id);
  await assertFitsPlayer(db, player.id, fields);
  await assertTextForMinor(db, author.id, player, { feedbackForPlayer: fields.feedbackForPlayer });
  await db.transaction(async (tx) => {
    await tx
      .update(scoutReports)
      .set({ ...columnsOf(fields), updatedAt: new Date() })
      .where(and(eq(scoutReports.id, reportId), eq(scoutReports.authorId, author.id)));
    if (fields.feedbackForPlayer && fields.feedbackForPlayer !== existing.feedbackForPlayer) {
      await deliverFeedback(tx, parentMail, author, player, fields.feedbackForPlayer);
    }
  });
  return findReport(db, author, reportId);
}

/**
 * DELETE /api/scout-reports/{id}: the author, even about a player now hidden from them (like
 * removing a player from a shortlist), and an admin for moderation. Anyone else: 404.
 */
export async function deleteScoutReport(db: DbOrTx, reader: Member, reportId: number) {
  const deleted = await db
    .delete(scoutReports)
    .where(
      and(eq(scoutReports.id, reportId), reader.role === 'Admin' ? undefined : eq(scoutReports.authorId, reader.id)),
    )
    .returning({ id: scoutReports.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', SCOUT_REPORT_MESSAGES.reportNotFound);
  return { message: SCOUT_REPORT_MESSAGES.reportDeleted };
}
