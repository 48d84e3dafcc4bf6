export const LEAGUE_TIERS = ['Top Tier', 'Second Division', 'Academy', 'Youth'] as const;
export const POSITIONS_PLAYED = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'] as const;
export const TRANSFERMARKT_STATUSES = ['submitted', 'forwarded', 'rejected'] as const;
/** The most club-history entries one application carries. */
export const TRANSFERMARKT_MAX_CLUBS = 30;
export const CLUB_HISTORY_FIELDS = [
  'club',
  'from',
  'to',
  'leagueName',
  'leagueTier',
  'positionPlayed',
  'matches',
  'goals',
  'assists',
  'cleanSheets',
  'clubWebsite',
] as const;

/** Whether a text is an absolute http(s) address (not javascript:, data: or a bare word). */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Turns flat multipart fields (`clubHistory[0][club]`, …) into a list, in index order. Unknown
 * entry fields are ignored; gaps in the numbering are closed up.
 */
export function parseIndexedClubHistory(fields: Record<string, string>): Record<string, string>[] {
  return indexedClubHistory(fields).map(({ entry }) => entry);
}

/**
 * The same entries with the index each was sent under, so what else travels under that index
 * (its `clubHistory[i][clubPhoto]`) stays with it whatever the gaps.
 */
export function indexedClubHistory(fields: Record<string, string>): { index: number; entry: Record<string, string> }[] {
  const entries = new Map<number, Record<string, string>>();
  for (const [key, value] of Object.entries(fields)) {
    const match = /^clubHistory\[(\d{1,2})\]\[(\w+)\]$/.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    const field = match[2] as string;
    if (!(CLUB_HISTORY_FIELDS as readonly string[]).includes(field)) continue;
    const entry = entries.get(index) ?? {};
    entry[field] = value;
    entries.set(index, entry);
  }
  return [...entries.entries()].sort(([a], [b]) => a - b).map(([index, entry]) => ({ index, entry }));
}
