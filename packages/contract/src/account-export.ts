/*
 * GET /api/account/export (docs/product.md#deleting-an-account, GDPR Art. 15 and 20): what the file holds. Apart from
 * account-data.ts so that the pages, which hand the file over as it came, do not carry the schema.
 */

/** Rows per section of an export; a section that had more says so in `truncated` (never silently). */
export const ACCOUNT_EXPORT_SECTION_LIMIT = 10_000;

/** The file name of an export: the product, the member id and the day, e.g. scouting-network-data-12-2026-11-26.json. */
export function accountExportFileName(memberId: number, at: Date): string {
  return `scouting-network-data-${memberId}-${at.toISOString().slice(0, 10)}.json`;
}
