import type { TClubNeed, TClubNeedMatch } from '@scouting/contract/schemas/club-needs';
import { eq } from 'drizzle-orm';
import { clubNeeds, clubs } from '../../db/schema/index.ts';
import { clubIsVerifiedSql } from '../club-verification/club-verified.ts';

/** The columns every read of a requirement selects: the row, its club's name and badge. */
export const needColumns = {
  need: clubNeeds,
  clubName: clubs.clubName,
  clubCountry: clubs.clubCountry,
  clubVerified: clubIsVerifiedSql(clubNeeds.clubId),
};
export const needJoin = eq(clubs.memberId, clubNeeds.clubId);

export type NeedRow = {
  need: typeof clubNeeds.$inferSelect;
  clubName: string;
  clubCountry: string;
  clubVerified: boolean;
};

export function toClubNeed(row: NeedRow, viewerId: number, matches: TClubNeedMatch[] = []): TClubNeed {
  const { need } = row;
  return {
    id: need.id,
    clubId: need.clubId,
    clubName: row.clubName,
    clubCountry: row.clubCountry,
    clubVerified: row.clubVerified,
    positions: need.positions,
    ageMin: need.ageMin,
    ageMax: need.ageMax,
    foot: need.foot,
    minHeight: need.minHeightM,
    level: need.level,
    dealTypes: need.dealTypes,
    feeBand: need.feeBand,
    salaryBand: need.salaryBand,
    deadline: need.deadline,
    notes: need.notes,
    status: need.status,
    closedReason: need.closedReason,
    isOwn: need.clubId === viewerId,
    matches,
    createdAt: need.createdAt.toISOString(),
    updatedAt: need.updatedAt.toISOString(),
  };
}
