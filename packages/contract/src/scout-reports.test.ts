import { describe, expect, it } from 'vitest';
import { ZScoutReportRequest } from './schemas/scout-reports.ts';
import {
  GOALKEEPER_TECHNICAL_ATTRIBUTES,
  OUTFIELD_TECHNICAL_ATTRIBUTES,
  SCOUT_REPORT_MESSAGES,
  scoutReportTemplate,
} from './scout-reports.ts';

const valid = {
  playerId: 7,
  watchedOn: '2026-03-01',
  watchedVia: 'Live',
  ratings: { technical: { passing: 4 }, tactical: {}, physical: { pace: 5 }, mental: {} },
  potential: 4,
  verdict: 'Monitor',
};

describe('scout report request', () => {
  it('accepts a report with attributes left out as not seen, and fills the optional fields', () => {
    const parsed = ZScoutReportRequest.parse(valid);
    expect(parsed.ratings.technical).toEqual({ passing: 4 });
    expect(parsed).toMatchObject({ competition: null, feedbackForPlayer: null, moments: [], videoId: null });
  });

  it('refuses an unknown attribute, a rating outside 1–5, a wrong verdict and a negative moment', () => {
    const refused = (patch: object) => {
      const result = ZScoutReportRequest.safeParse({ ...valid, ...patch });
      expect(result.success).toBe(false);
      return result.error?.issues.map((issue) => issue.message) ?? [];
    };
    expect(refused({ ratings: { ...valid.ratings, mental: { charisma: 3 } } })).toContain(
      SCOUT_REPORT_MESSAGES.unknownAttribute,
    );
    expect(refused({ ratings: { ...valid.ratings, mental: { composure: 6 } } })).toContain(
      SCOUT_REPORT_MESSAGES.ratingRange,
    );
    expect(refused({ potential: 0 })).toContain(SCOUT_REPORT_MESSAGES.potentialRange);
    expect(refused({ verdict: 'Maybe' })).toContain(SCOUT_REPORT_MESSAGES.verdictRequired);
    expect(refused({ moments: [{ videoId: 1, atSeconds: -1 }] })).toContain(SCOUT_REPORT_MESSAGES.momentSecondsInvalid);
    expect(refused({ watchedOn: '2999-01-01' })).toContain(SCOUT_REPORT_MESSAGES.watchedOnInvalid);
  });

  it('gives goalkeepers their own technical attributes', () => {
    const keys = (position: string) =>
      scoutReportTemplate(position)
        .corners.find((corner) => corner.key === 'technical')
        ?.attributes.map((a) => a.key);
    expect(keys('GK')).toEqual(Object.keys(GOALKEEPER_TECHNICAL_ATTRIBUTES));
    expect(keys('ST')).toEqual(Object.keys(OUTFIELD_TECHNICAL_ATTRIBUTES));
    expect(scoutReportTemplate('ST').corners.map((corner) => corner.key)).toEqual([
      'technical',
      'tactical',
      'physical',
      'mental',
    ]);
  });
});
