import type { Database } from '../../db/client.ts';
import { saveOpportunity } from '../../modules/opportunities/favourites.ts';
import { opportunitiesForPlayer } from '../../modules/opportunities/service.ts';
import { createShortlist } from '../../modules/shortlists/manage-lists.ts';
import { addToShortlist } from '../../modules/shortlists/save-player.ts';
import { type DemoIds, demoMember } from './demo-people.ts';

/** Shortlists with private notes for agents, a scout and a club; all of adult players, whom every member may see. */
const DEMO_SHORTLISTS: { owner: string; name: string; players: [string, string | null][] }[] = [
  {
    owner: 'Sofia Romano',
    name: 'Strikers for next season',
    players: [
      ['Kwame Mensah', 'Finishes with both feet; ask about his contract end date.'],
      ['Mateo Fernández', 'Quick first step, presses from the front.'],
    ],
  },
  {
    owner: 'Sofia Romano',
    name: 'Free agents to call',
    players: [['Diego Ramírez', null]],
  },
  {
    owner: 'James Whitfield',
    name: 'Defenders',
    players: [['Jonas Becker', 'Strong in the air; watch a full match before calling.']],
  },
  {
    owner: 'Henrik Nilsen',
    name: 'Scandinavia watch list',
    players: [
      ['Erik Lindqvist', 'Reads the game well; needs more pace.'],
      ['Lucas Moreau', 'Seen live in the cup: composed on the ball.'],
    ],
  },
  {
    owner: 'Marta Gil',
    name: 'First-team targets',
    players: [['Rafael Costa', 'Fits our 4-3-3 as the deep midfielder.']],
  },
];

/** The player whose Favourites card has content. */
const DEMO_FAVOURITES_PLAYER = 'Mateo Fernández';

/** Through the business functions of the shortlist and favourite routes, so their rules hold for the demo. */
export async function seedDemoShortlists(db: Database, id: DemoIds) {
  for (const list of DEMO_SHORTLISTS) {
    const owner = await demoMember(db, id(list.owner));
    const created = await createShortlist(db, owner, { name: list.name });
    for (const [playerName, note] of list.players) {
      await addToShortlist(db, owner, created.id, { playerId: id(playerName), note });
    }
  }
  const player = await demoMember(db, id(DEMO_FAVOURITES_PLAYER));
  const offered = await opportunitiesForPlayer(db, player.id, { limit: 2 });
  for (const opportunity of offered.opportunities) await saveOpportunity(db, player, opportunity.id);
}
