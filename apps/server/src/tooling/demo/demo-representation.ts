import type { Database } from '../../db/client.ts';
import { answerOffer } from '../../modules/representation/answer-offer.ts';
import { makeOffer } from '../../modules/representation/make-offer.ts';
import { createWriteLimiter } from '../../platform/rate-limits/limit-writes.ts';
import { type DemoIds, demoMember } from './demo-people.ts';

// Only adults answer here, so no parent's link is mailed; the origin and the parent mails' counters
// (the seed's own) are never read.
const DEMO_MAILING = { appOrigin: 'http://localhost:3000', limits: createWriteLimiter() };

/**
 * Offers to sign in each state (decision 025), so /representation, the admins' Agent Signing Requests
 * and Signed Players pages, and a profile's "Represented by" have content. Sofia Romano is the
 * demo's verified agent.
 */
export async function seedDemoRepresentation(db: Database, id: DemoIds) {
  const agent = await demoMember(db, id('Sofia Romano'));
  const offerTo = (name: string, terms: { months: number; exclusive: boolean; feePercent: number; message: string }) =>
    makeOffer(
      db,
      agent,
      {
        playerId: id(name),
        services: ['employment_contract', 'transfer', 'career_guidance'],
        ...terms,
      },
      DEMO_MAILING,
    );

  const signed = await offerTo('Mateo Fernández', {
    months: 24,
    exclusive: true,
    feePercent: 3,
    message: 'I have placed three midfielders in Serie B this year. Let me find you the right club in Italy.',
  });
  await answerOffer(db, await demoMember(db, id('Mateo Fernández')), signed.id, 'accept', DEMO_MAILING);
  const declined = await offerTo('Liam O’Connor', {
    months: 12,
    exclusive: true,
    feePercent: 5,
    message: 'Clubs in the Championship are watching wingers like you.',
  });
  await answerOffer(db, await demoMember(db, id('Liam O’Connor')), declined.id, 'decline', DEMO_MAILING);
  await offerTo('Kwame Mensah', {
    months: 18,
    exclusive: false,
    feePercent: 2.5,
    message: 'Your pace would suit a pressing side. I would like to represent you for moves to Europe.',
  });
}
