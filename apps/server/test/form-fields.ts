/**
 * The text fields of the multipart forms several test files send, so a change to a form's fields
 * is made once. Files stay with each test: their names and types are what the tests vary.
 */

/** One club-history entry of a Transfermarkt application, as `clubHistory[i][field]` form fields. */
export function clubHistoryFields(i: number, overrides: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries({
      club: `Club ${i}`,
      from: '2019',
      to: '2021',
      leagueName: 'Segunda',
      leagueTier: 'Second Division',
      positionPlayed: 'Forward',
      ...overrides,
    }).map(([k, v]) => [`clubHistory[${i}][${k}]`, v]),
  );
}

/** The text fields of a complete agent-verification request (POST /api/request-agent-verification). */
export function agentVerificationFields(agentId: number): Record<string, string> {
  return {
    agentId: String(agentId),
    fullName: 'Ana Agent',
    licenseNumber: 'FIFA-123',
    issuingBody: 'FIFA',
    agencyName: 'Top Agency',
    agencyWebsite: 'https://top.example',
    agreedToTerms: 'true',
  };
}
