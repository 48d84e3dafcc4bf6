import { type TClubNeedRequest, ZClubNeedRequest } from '@scouting/contract/schemas/club-needs';
import { ZPitchAnswerRequest } from '@scouting/contract/schemas/pitch-answers';
import { ZPitchRequest } from '@scouting/contract/schemas/pitches';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { closeClubNeed, postClubNeed } from '../../modules/club-needs/club-needs.ts';
import { requestClubVerification } from '../../modules/club-verification/request-club-verification.ts';
import { reviewClubVerification } from '../../modules/club-verification/review-club-verification.ts';
import { answerPitch } from '../../modules/pitches/answer-pitch.ts';
import { makePitch } from '../../modules/pitches/make-pitch.ts';
import { type DemoIds, demoMember } from './demo-people.ts';

/** The smallest well-formed PDF the content check recognises: a stand-in for a federation's certificate. */
const DEMO_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAhead = (days: number) => new Date(Date.now() + days * DAY_MS);

/**
 * Clubs in both verification states and a requirement board in every state (docs/product.md#club-needs):
 * CF Talavera is verified and looks for goalkeepers; Stockport Town's request waits in the admins'
 * queue. Sofia Romano, the verified agent, pitches Mateo Fernández, the keeper she represents: one
 * pitch waits for an answer, one is Interested, one Not a fit, one invited to a trial; a closed
 * requirement keeps its reason. Everything goes through the product's own rules, as a member would.
 */
export async function seedDemoClubNeeds(db: Database, storage: Storage, admin: Member, id: DemoIds) {
  const talavera = await demoMember(db, id('Marta Gil'));
  const stockport = await demoMember(db, id('Paul Hughes'));
  const certificate = (name: string) => ({ document: { filename: `${name}.pdf`, data: DEMO_PDF } });
  await requestClubVerification(db, storage, talavera, {
    data: { federation: 'Real Federación Española de Fútbol', registrationNumber: 'RFEF-CLM-45-0192' },
    files: certificate('talavera-registration'),
  });
  await reviewClubVerification(db, admin, talavera.id, { decision: 'approve', reason: null });
  await requestClubVerification(db, storage, stockport, {
    data: { federation: 'The Football Association', registrationNumber: 'FA-CLUB-110482' },
    files: certificate('stockport-affiliation'),
  });

  const deadline = daysAhead(45).toISOString().slice(0, 10);
  const post = (need: Omit<TClubNeedRequest, 'deadline'>) =>
    postClubNeed(db, talavera, ZClubNeedRequest.parse({ ...need, deadline }));
  const firstTeam = await post({
    positions: ['GK'],
    ageMin: 20,
    ageMax: 26,
    minHeight: 1.85,
    level: 'Primera Federación',
    dealTypes: ['Permanent', 'Free'],
    salaryBand: '€40k–60k a year',
    notes: 'A first-team keeper to compete for the place: good with his feet, commanding in the box.',
  });
  const reserve = await post({
    positions: ['GK'],
    ageMin: 18,
    ageMax: 23,
    level: 'Tercera Federación (B team)',
    dealTypes: ['Loan'],
    notes: 'A season-long loan for the B team, with first-team training twice a week.',
  });
  const backup = await post({
    positions: ['GK'],
    ageMin: 19,
    ageMax: 30,
    dealTypes: ['Free'],
    feeBand: 'No fee',
    notes: 'A third keeper for the squad until June.',
  });
  const academy = await post({
    positions: ['GK'],
    ageMin: 18,
    ageMax: 21,
    level: 'División de Honor Juvenil',
    dealTypes: ['Permanent'],
    notes: 'A keeper for the U19 side who can step up next season.',
  });
  const striker = await post({
    positions: ['ST'],
    ageMin: 21,
    ageMax: 28,
    foot: 'Left',
    dealTypes: ['Permanent', 'Loan'],
    notes: 'A left-footed striker who presses from the front.',
  });
  await closeClubNeed(db, talavera, striker.id, 'Signed a striker from the academy.');

  const agent = await demoMember(db, id('Sofia Romano'));
  const pitch = (needId: number, note: string) =>
    makePitch(db, agent, needId, ZPitchRequest.parse({ playerId: id('Mateo Fernández'), note }));
  const answer = (pitchId: number, body: unknown) =>
    answerPitch(db, talavera, pitchId, ZPitchAnswerRequest.parse(body));

  const interested = await pitch(
    firstTeam.id,
    'Mateo started 30 games for Leganés B last season; 1.88 m, strong in the air.',
  );
  await answer(interested.id, { answer: 'Interested' });
  const notAFit = await pitch(reserve.id, 'He would take a loan to play every week.');
  await answer(notAFit.id, { answer: 'Not a fit', reason: 'level' });
  const trial = await pitch(backup.id, 'Available on a free, and can start at once.');
  await answer(trial.id, {
    answer: 'Invite to trial',
    trial: {
      startsAt: new Date(
        Date.UTC(daysAhead(10).getUTCFullYear(), daysAhead(10).getUTCMonth(), daysAhead(10).getUTCDate(), 9),
      ).toISOString(),
      venue: 'Estadio El Prado, Talavera de la Reina',
      details: 'Bring boots for grass and your gloves; the session starts with the goalkeeping coach.',
    },
  });
  // One waits for the club's answer.
  await pitch(academy.id, 'Too old for the U19 side by a year, but he trains like an academy player.');
}
