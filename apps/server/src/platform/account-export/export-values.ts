import { ACCOUNT_EXPORT_SECTION_LIMIT } from '@scouting/contract/account-export';
import type { Member } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';

/*
 * What every module's exporter (`modules/<x>/export-<y>.ts`) shares when it writes its sections of a
 * member's data export (docs/product.md#deleting-an-account): one way to write a time, and one bound
 * on a section. Here, below the domains, because account-data composes the exporters and a module
 * never imports account-data.
 */

export const iso = (value: Date) => value.toISOString();
export const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** Rows a bounded section's query asks for: one past the limit, so a fuller section is known to be cut. */
export const EXPORT_ROWS = ACCOUNT_EXPORT_SECTION_LIMIT + 1;

/** The sections that may be cut, in the order `truncated` names them (the file's order since it had one). */
const BOUNDED_SECTIONS = [
  'shortlists',
  'files',
  'applications',
  'messages',
  'postedOpportunities',
  'starredApplications',
  'statusChanges',
  'trialInvitations',
  'uploadedVideos',
  'ratingsGiven',
  'confirmationRequests',
  'videoMoments',
  'favourites',
  'agentProfileViews',
  'notifications',
  'underageMessageRequests',
  'reportsMade',
  'scoutReportsWritten',
  'scoutReportsAboutMe',
  'representationOffers',
  'representationAgreements',
  'pitchesSent',
  'pitchesReceived',
  'pitchesAboutMe',
  'clubNeeds',
] as const;

export type BoundedSection = (typeof BOUNDED_SECTIONS)[number];

/**
 * Keeps at most ACCOUNT_EXPORT_SECTION_LIMIT of the rows a section's query gave (asked with
 * EXPORT_ROWS) and notes the section when it had more: the export is bounded, never silently short.
 */
export type CutSection = <T>(section: BoundedSection, rows: T[]) => T[];

/** One export's cut: what exporters call, and the `truncated` list of what they cut. */
export function sectionCuts(): { cut: CutSection; truncated: () => string[] } {
  const cutOnes = new Set<BoundedSection>();
  return {
    cut: (section, rows) => {
      if (rows.length <= ACCOUNT_EXPORT_SECTION_LIMIT) return rows;
      cutOnes.add(section);
      return rows.slice(0, ACCOUNT_EXPORT_SECTION_LIMIT);
    },
    truncated: () => BOUNDED_SECTIONS.filter((section) => cutOnes.has(section)),
  };
}

/** What every exporter reads with: the export's one transaction, the member and their sign-in account, and the cut. */
export type ExportReader = { db: DbOrTx; member: Member; userId: string; cut: CutSection };
