import { APPLICATION_MESSAGES } from '@scouting/contract/application-status';
import { MESSAGES } from '@scouting/contract/messages';
import type { TApplyResponse, ZApplyFields } from '@scouting/contract/schemas/applications';
import { UPLOAD_FORMS } from '@scouting/contract/uploads';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { assertSelfOrAdmin, loadMember, type Member } from '../../auth/caller.ts';
import { lockLiveMember } from '../../auth/live-member.ts';
import type { Database } from '../../db/client.ts';
import {
  applicationStatusHistory,
  applications,
  applicationVideos,
  opportunities,
  videos,
} from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import type { ParsedForm, UploadForm } from '../../http/multipart.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { prepareFile, saveFile } from '../../platform/uploads/store-file.ts';
import { withFileCleanup } from '../../platform/uploads/with-file-cleanup.ts';
import { notify } from '../notifications/notify.ts';
import { effectiveStatus } from '../opportunities/effective-status.ts';
import { minorMaySeePost } from '../opportunities/posts-for-minors.ts';

/** POST /api/apply: the optional CV (docs/product.md#applications) and nothing else. */
export const APPLY_UPLOAD: UploadForm = { files: [{ field: 'cv', kind: 'cv' }], ...UPLOAD_FORMS.apply };

/**
 * POST /api/apply (docs/product.md#applications): a player applies to an open opportunity once, optionally with a
 * CV, with their video profile and the clips they put first (decision 068). Without a profile link
 * of their own, the application's link is their video profile. The file row, the application and the agent's notification are one transaction; bytes
 * written to storage for a transaction that did not commit are removed again.
 */
export async function applyToOpportunity(
  db: Database,
  storage: Storage,
  applicant: Member,
  form: ParsedForm<z.output<typeof ZApplyFields>>,
  appOrigin: string,
): Promise<TApplyResponse> {
  const { playerId, opportunityId, introduction, videoIds } = form.data;
  assertSelfOrAdmin(applicant, playerId);
  const profileLink = form.data.profileLink ?? videoProfileUrl(appOrigin, playerId);

  const [opportunity] = await db
    .select({
      // Closed once its deadline has passed (docs/product.md#opportunities).
      status: effectiveStatus,
      postedBy: opportunities.postedBy,
      description: opportunities.description,
      hiddenAt: opportunities.hiddenAt,
      hasContactDetails: opportunities.hasContactDetails,
    })
    .from(opportunities)
    .where(eq(opportunities.id, opportunityId))
    .limit(1);
  if (!opportunity || opportunity.hiddenAt) throw new AppError('NOT_FOUND', MESSAGES.opportunityNotFound);
  // A post hidden by an admin or by a suspended member is gone (docs/product.md#reports-and-suspension), and a minor does not
  // see posts of unverified posters (docs/product.md#opportunities) nor posts with contact details (decision 042): none of
  // them can be applied to through a direct link.
  const poster = await loadMember(db, opportunity.postedBy);
  if (!poster || poster.suspended || (applicant.isMinor && !minorMaySeePost(opportunity, poster))) {
    throw new AppError('NOT_FOUND', MESSAGES.opportunityNotFound);
  }
  if (opportunity.status !== 'Open') throw new AppError('CONFLICT', MESSAGES.opportunityNotOpen);
  // Checked before the CV is stored so a second try costs nothing; the unique key still decides races.
  if (await hasApplied(db, opportunityId, playerId)) throw new AppError('CONFLICT', MESSAGES.alreadyApplied);
  await assertShownVideosOf(db, playerId, videoIds);

  // The content check runs before the transaction is taken.
  const preparedCv = form.files.cv ? await prepareFile('cv', form.files.cv) : null;
  try {
    const applicationId = await withFileCleanup(storage, (trackedStorage) =>
      db.transaction(async (tx) => {
        // Never saved under an account erased since the request passed its guards (401).
        await lockLiveMember(tx, playerId);
        const cv = preparedCv ? await saveFile(tx, trackedStorage, playerId, preparedCv) : null;
        const [created] = await tx
          .insert(applications)
          .values({ opportunityId, playerId, introduction, profileLink, cvFileId: cv?.id ?? null })
          .returning({ id: applications.id });
        if (!created) throw new Error('application insert returned no row');
        if (videoIds.length > 0) {
          await tx
            .insert(applicationVideos)
            .values(videoIds.map((videoId, position) => ({ applicationId: created.id, videoId, position })));
        }
        // The history starts with the player's own step (decision 022).
        await tx
          .insert(applicationStatusHistory)
          .values({ applicationId: created.id, status: 'Submitted', changedBy: playerId });
        await notify(
          tx,
          opportunity.postedBy,
          'application_received',
          {
            key: 'applicationReceived',
            values: { player: applicant.fullName, post: shorten(opportunity.description) },
          },
          // One click from the notice to the player (decision 010); the applications stay on the dashboard.
          `/player-profile/${playerId}`,
        );
        return created.id;
      }),
    );
    return { message: MESSAGES.applicationSubmitted, applicationId };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', MESSAGES.alreadyApplied);
    throw error;
  }
}

/** The player's video profile, the application's link when the player gave none of their own. */
export function videoProfileUrl(appOrigin: string, playerId: number): string {
  return `${appOrigin.replace(/\/$/, '')}/video-profile/${playerId}`;
}

/**
 * 400 unless every chosen clip is the player's own and one a poster may see: not hidden, and
 * ready to play (an upload still processing or failed shows to its owner alone).
 */
async function assertShownVideosOf(db: Database, playerId: number, videoIds: number[]): Promise<void> {
  if (videoIds.length === 0) return;
  const shown = await db
    .select({ id: videos.id })
    .from(videos)
    .where(
      and(
        inArray(videos.id, videoIds),
        eq(videos.playerId, playerId),
        eq(videos.hidden, false),
        eq(videos.status, 'Ready'),
      ),
    );
  if (shown.length !== videoIds.length) {
    throw new AppError('VALIDATION_ERROR', APPLICATION_MESSAGES.videoNotShown, {
      videoIds: APPLICATION_MESSAGES.videoNotShown,
    });
  }
}

async function hasApplied(db: Database, opportunityId: number, playerId: number) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.opportunityId, opportunityId), eq(applications.playerId, playerId)))
    .limit(1);
  return Boolean(row);
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
