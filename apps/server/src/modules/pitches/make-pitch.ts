import { CLUB_NEED_MESSAGES } from '@scouting/contract/club-needs';
import { isMinorAbroad, PITCH_MESSAGES } from '@scouting/contract/pitches';
import { isVerifiedAgent } from '@scouting/contract/safeguarding';
import type { TPitch, TPitchInput } from '@scouting/contract/schemas/pitches';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { loadMember, type Member } from '../../auth/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { clubNeeds, clubs, members, pitches, representationAgreements, videos } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { isVerifiedClub } from '../club-verification/club-verified.ts';
import { notify } from '../notifications/notify.ts';
import {
  consentingParent,
  type ParentMailDeps,
  queueParentMail,
} from '../safeguarding/texts-for-minors/parent-mail.ts';
import { assertTextForMinor } from '../safeguarding/texts-for-minors/text-for-minor.ts';
import { findReport } from '../scout-reports/report-rows.ts';
import { pitchParentMail } from './pitch-mail.ts';
import { pitchById } from './pitch-rows.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** Whether the agent represents the player today: an agreement started, not at its end date, not ended. */
export async function hasActiveAgreement(db: DbOrTx, agentId: number, playerId: number): Promise<boolean> {
  const day = today();
  const [agreement] = await db
    .select({ id: representationAgreements.id })
    .from(representationAgreements)
    .where(
      and(
        eq(representationAgreements.playerId, playerId),
        eq(representationAgreements.agentId, agentId),
        lte(representationAgreements.startsOn, day),
        gt(representationAgreements.endsOn, day),
        isNull(representationAgreements.endedAt),
      ),
    )
    .limit(1);
  return Boolean(agreement);
}

async function assertOwnVideos(db: DbOrTx, playerId: number, videoIds: number[]): Promise<void> {
  if (videoIds.length === 0) return;
  const found = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(inArray(videos.id, videoIds), eq(videos.playerId, playerId)));
  if (found.length !== videoIds.length) {
    throw new AppError('VALIDATION_ERROR', PITCH_MESSAGES.videoNotOfPlayer, {
      videoIds: PITCH_MESSAGES.videoNotOfPlayer,
    });
  }
}

async function assertReport(db: DbOrTx, agent: Member, playerId: number, reportId: number | null): Promise<void> {
  if (reportId === null) return;
  const refuse = () =>
    new AppError('VALIDATION_ERROR', PITCH_MESSAGES.reportNotOfPlayer, { reportId: PITCH_MESSAGES.reportNotOfPlayer });
  const report = await findReport(db, agent, reportId).catch(() => {
    throw refuse();
  });
  if (report.player.id !== playerId) throw refuse();
}

/**
 * POST /api/club-needs/{id}/pitches (decision 061): a verified agent pitches a player they represent
 * under an active agreement (the agreement is the authority to pitch) for an open requirement of a
 * club that is still verified; once per player and requirement. The club and the player are told;
 * a minor's consenting parent is mailed every pitch, with FIFA's Article 19 when the club is abroad.
 */
export async function makePitch(
  db: Database,
  agent: Member,
  needId: number,
  input: TPitchInput,
  mailing?: { appOrigin: string } & ParentMailDeps,
): Promise<TPitch> {
  if (agent.role !== 'Agent') throw new AppError('WRONG_ROLE', PITCH_MESSAGES.onlyVerifiedAgentsPitch);
  if (!isVerifiedAgent(agent)) throw new AppError('FORBIDDEN', PITCH_MESSAGES.onlyVerifiedAgentsPitch);
  const id = await db.transaction(async (tx) => {
    const [need] = await tx
      .select({ need: clubNeeds, clubName: clubs.clubName, clubCountry: clubs.clubCountry })
      .from(clubNeeds)
      .innerJoin(clubs, eq(clubs.memberId, clubNeeds.clubId))
      .where(eq(clubNeeds.id, needId))
      .limit(1);
    if (!need) throw new AppError('NOT_FOUND', CLUB_NEED_MESSAGES.notFound);
    if (!(await hasActiveAgreement(tx, agent.id, input.playerId))) {
      throw new AppError('FORBIDDEN', PITCH_MESSAGES.noAgreement);
    }
    if (need.need.status !== 'open') throw new AppError('CONFLICT', PITCH_MESSAGES.needClosed);
    if (!(await isVerifiedClub(tx, need.need.clubId))) throw new AppError('CONFLICT', PITCH_MESSAGES.clubNotVerified);
    const player = await loadMember(tx, input.playerId);
    if (!player) throw new AppError('FORBIDDEN', PITCH_MESSAGES.noAgreement);
    await assertOwnVideos(tx, player.id, input.videoIds);
    await assertReport(tx, agent, player.id, input.reportId);
    // The player reads the note on their page: to a minor it follows the rule of texts to minors.
    await assertTextForMinor(tx, agent.id, player, { note: input.note });
    const [country] = await tx.select({ country: members.country }).from(members).where(eq(members.id, player.id));
    const minorAbroad = isMinorAbroad(player.isMinor, country?.country ?? null, need.clubCountry);
    const [created] = await tx
      .insert(pitches)
      .values({
        needId,
        clubId: need.need.clubId,
        agentId: agent.id,
        playerId: player.id,
        note: input.note,
        videoIds: input.videoIds,
        reportId: input.reportId,
        minorAbroad,
      })
      .onConflictDoNothing({ target: [pitches.needId, pitches.playerId] })
      .returning({ id: pitches.id });
    if (!created) throw new AppError('CONFLICT', PITCH_MESSAGES.alreadyPitched);
    const positions = need.need.positions.join(', ');
    await notify(
      tx,
      need.need.clubId,
      'pitch_received',
      { key: 'pitchReceived', values: { agent: agent.fullName, player: player.fullName, positions } },
      `/club-needs/${needId}/pitches`,
    );
    await notify(
      tx,
      player.id,
      'pitch_made',
      { key: 'pitchMade', values: { agent: agent.fullName, club: need.clubName } },
      '/representation',
    );
    const parent = await consentingParent(tx, player);
    if (parent && mailing) {
      const mail = pitchParentMail(
        {
          kind: 'pitch',
          parentEmail: parent.email,
          childName: player.fullName,
          agentName: agent.fullName,
          clubName: need.clubName,
          clubCountry: need.clubCountry,
          minorAbroad,
        },
        mailing.appOrigin,
        parent.language,
      );
      // The transaction's last step: a refused mail (the parent's daily cap) spends nothing else.
      await queueParentMail(tx, mailing, player.id, mail, [agent.id, need.need.clubId]);
    }
    return created.id;
  });
  return pitchById(db, id);
}
