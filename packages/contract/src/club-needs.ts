import { ageFromBirthYearMonth } from './age.ts';
import type { TAvailability } from './availability.ts';
import type { PREFERRED_FEET, TSpecificPosition } from './constants.ts';
import { messageIds } from './message-ids.ts';
import type { TClubNeed } from './schemas/club-needs.ts';

/**
 * A club's requirement (docs/product.md#club-needs): what a verified club tells verified agents it
 * needs, so they can pitch the players they represent. Confidential: only verified agents, admins
 * and the club itself read it.
 */
export const CLUB_NEED_DEAL_TYPES = ['Permanent', 'Loan', 'Free'] as const;
export type TClubNeedDealType = (typeof CLUB_NEED_DEAL_TYPES)[number];
export const CLUB_NEED_STATUSES = ['open', 'closed'] as const;
export type TClubNeedStatus = (typeof CLUB_NEED_STATUSES)[number];

/** The youngest and oldest ages a requirement may ask for. */
export const CLUB_NEED_AGE = { min: 13, max: 45 } as const;

export const CLUB_NEED_MESSAGES = messageIds('CLUB_NEED_MESSAGES', [
  'onlyVerifiedClubsPost',
  'verifyClubFirst',
  'onlyVerifiedAgentsRead',
  'notFound',
  'notYours',
  'alreadyClosed',
  'closedNoEdit',
  'positionsRequired',
  'dealTypesRequired',
  'ageRangeInvalid',
  'deadlinePassed',
  'adminCloseNeedsReason',
  'adminCloseReasonTooLong',
  'posted',
  'closed',
  'listLoadFailed',
  'noOpenNeeds',
  'noOwnNeeds',
]);

/** What the matching reads of a player (docs/product.md#club-needs). */
export type TNeedCandidate = {
  dob: string;
  primaryPosition: TSpecificPosition;
  secondaryPosition: TSpecificPosition;
  preferredFoot: (typeof PREFERRED_FEET)[number];
  heightM: number;
};

type NeedCriteria = Pick<TClubNeed, 'positions' | 'ageMin' | 'ageMax' | 'foot' | 'minHeight'>;

/** What the deal check reads of a player (docs/product.md#availability); null while they have not said. */
export type TDealCandidate = { availability: TAvailability | null; contractUntil: string | null };

/**
 * Whether the player's contract has ended by `deadline` (YYYY-MM-DD): `contractUntil` is the first
 * day of the contract's last month, so the contract runs to that month's last day.
 */
function contractEndsBy(contractUntil: string | null, deadline: string): boolean {
  if (!contractUntil) return false;
  const [year = 0, month = 1] = contractUntil.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return lastDay <= deadline;
}

/**
 * Whether a player can be signed on one of the requirement's deals, judged from what they said of their
 * availability: a Free transfer needs a free agent or a contract that has ended by the deadline; a Loan
 * a player who said a loan is possible or who is open to offers. A Permanent transfer fits everyone: a
 * club signs a player under contract by buying the contract out, so no availability (nor a player who
 * has not said one) rules it out.
 */
export function availableForDeal(player: TDealCandidate, need: Pick<TClubNeed, 'dealTypes' | 'deadline'>): boolean {
  return need.dealTypes.some((deal) => {
    if (deal === 'Permanent') return true;
    if (deal === 'Loan') return player.availability === 'Loan possible' || player.availability === 'Open to offers';
    return player.availability === 'Free agent' || contractEndsBy(player.contractUntil, need.deadline);
  });
}

/**
 * Whether a player fits a requirement: either position, the age range (judged as docs/product.md#minors
 * judges age), the foot and the minimum height when given; `alsoAvailable` adds the deal check
 * (availableForDeal) where the player's availability was read.
 */
export function playerMatchesNeed(
  player: TNeedCandidate,
  need: NeedCriteria,
  today: Date = new Date(),
  alsoAvailable: (player: TNeedCandidate) => boolean = () => true,
): boolean {
  const age = ageFromBirthYearMonth(player.dob, today);
  const position = need.positions.includes(player.primaryPosition) || need.positions.includes(player.secondaryPosition);
  return (
    position &&
    age >= need.ageMin &&
    age <= need.ageMax &&
    (need.foot === null || need.foot === player.preferredFoot) &&
    (need.minHeight === null || player.heightM >= need.minHeight) &&
    alsoAvailable(player)
  );
}
