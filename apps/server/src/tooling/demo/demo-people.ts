import type { TSpecificPosition } from '@scouting/contract/constants';
import { loadMember, type Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';

/** Realistic people for a newcomer's first look: every role, every position, minors included. */
export type DemoPlayer = {
  fullName: string;
  country: string;
  /** Years and months before today, so minors stay minors whenever the seed runs. */
  ageYears: number;
  ageMonths?: number;
  primaryPosition: TSpecificPosition;
  secondaryPosition: TSpecificPosition;
  currentClub: string;
  clubCountry: string;
  previousClub: string;
  status: 'Free Agent' | 'Represented';
  preferredFoot: 'Left' | 'Right';
  height: number;
  weight: number;
  playerStrength: string;
  parentEmail?: string;
  /** Where the parent's answer stands (decision 008): a minor pending consent, minors with consent. */
  parentConsent?: 'pending' | 'confirmed';
};

export const DEMO_PLAYERS: DemoPlayer[] = [
  {
    fullName: 'Mateo Fernández',
    country: 'Spain',
    ageYears: 22,
    primaryPosition: 'GK',
    secondaryPosition: 'GK',
    currentClub: 'CD Leganés B',
    clubCountry: 'Spain',
    previousClub: 'Rayo Majadahonda - 2022',
    status: 'Free Agent',
    preferredFoot: 'Right',
    height: 1.91,
    weight: 84,
    playerStrength: 'Shot-stopping and distribution',
  },
  {
    fullName: 'Liam O’Connor',
    country: 'Ireland',
    ageYears: 19,
    primaryPosition: 'CB',
    secondaryPosition: 'RB',
    currentClub: 'Shelbourne FC',
    clubCountry: 'Ireland',
    previousClub: 'Cherry Orchard - 2023',
    status: 'Free Agent',
    preferredFoot: 'Right',
    height: 1.88,
    weight: 80,
    playerStrength: 'Aerial duels and reading the game',
  },
  {
    fullName: 'Kwame Mensah',
    country: 'Ghana',
    ageYears: 24,
    primaryPosition: 'LB',
    secondaryPosition: 'LW',
    currentClub: 'Accra Lions',
    clubCountry: 'Ghana',
    previousClub: 'Right to Dream - 2020',
    status: 'Represented',
    preferredFoot: 'Left',
    height: 1.76,
    weight: 71,
    playerStrength: 'Overlapping runs and crossing',
  },
  {
    fullName: 'Jonas Becker',
    country: 'Germany',
    ageYears: 27,
    primaryPosition: 'RB',
    secondaryPosition: 'CB',
    currentClub: 'SV Meppen',
    clubCountry: 'Germany',
    previousClub: 'VfL Osnabrück - 2021',
    status: 'Free Agent',
    preferredFoot: 'Right',
    height: 1.82,
    weight: 77,
    playerStrength: 'Stamina and one-on-one defending',
  },
  {
    fullName: 'Rafael Costa',
    country: 'Brazil',
    ageYears: 21,
    primaryPosition: 'CDM',
    secondaryPosition: 'CM',
    currentClub: 'Ituano FC',
    clubCountry: 'Brazil',
    previousClub: 'Santos U20 - 2023',
    status: 'Free Agent',
    preferredFoot: 'Right',
    height: 1.8,
    weight: 74,
    playerStrength: 'Ball winning and short passing',
  },
  {
    fullName: 'Yuki Tanaka',
    country: 'Japan',
    ageYears: 16,
    ageMonths: 4,
    primaryPosition: 'CM',
    secondaryPosition: 'AM',
    currentClub: 'Kashiwa Reysol U18',
    clubCountry: 'Japan',
    previousClub: 'Kashiwa Reysol U15 - 2024',
    status: 'Free Agent',
    preferredFoot: 'Right',
    height: 1.7,
    weight: 62,
    playerStrength: 'Vision and press resistance',
    parentEmail: 'tanaka.parent@example.com',
    parentConsent: 'pending',
  },
  {
    fullName: 'Aisha Bello',
    country: 'Nigeria',
    ageYears: 17,
    ageMonths: 11,
    primaryPosition: 'AM',
    secondaryPosition: 'RW',
    currentClub: 'Remo Stars Academy',
    clubCountry: 'Nigeria',
    previousClub: 'Abuja Juniors - 2024',
    status: 'Free Agent',
    preferredFoot: 'Left',
    height: 1.68,
    weight: 60,
    playerStrength: 'Dribbling in tight spaces',
    parentEmail: 'bello.family@example.com',
    parentConsent: 'confirmed',
  },
  {
    fullName: 'Lucas Moreau',
    country: 'France',
    ageYears: 23,
    primaryPosition: 'LW',
    secondaryPosition: 'ST',
    currentClub: 'US Créteil',
    clubCountry: 'France',
    previousClub: 'Paris FC B - 2022',
    status: 'Represented',
    preferredFoot: 'Right',
    height: 1.75,
    weight: 70,
    playerStrength: 'Acceleration and cutting inside',
  },
  {
    fullName: 'Diego Ramírez',
    country: 'Argentina',
    ageYears: 29,
    primaryPosition: 'RW',
    secondaryPosition: 'AM',
    currentClub: 'Club Atlético Atlanta',
    clubCountry: 'Argentina',
    previousClub: 'Chacarita Juniors - 2020',
    status: 'Free Agent',
    preferredFoot: 'Left',
    height: 1.72,
    weight: 68,
    playerStrength: 'Set pieces and crossing',
  },
  {
    fullName: 'Erik Lindqvist',
    country: 'Sweden',
    ageYears: 20,
    primaryPosition: 'ST',
    secondaryPosition: 'LW',
    currentClub: 'IK Brage',
    clubCountry: 'Sweden',
    previousClub: 'IF Elfsborg U19 - 2023',
    status: 'Free Agent',
    preferredFoot: 'Right',
    height: 1.86,
    weight: 79,
    playerStrength: 'Finishing and hold-up play',
  },
  {
    fullName: 'Tomás Silva',
    country: 'Portugal',
    ageYears: 15,
    ageMonths: 2,
    primaryPosition: 'ST',
    secondaryPosition: 'RW',
    currentClub: 'Sporting CP U17',
    clubCountry: 'Portugal',
    previousClub: 'Alcochetense - 2023',
    status: 'Free Agent',
    preferredFoot: 'Right',
    height: 1.69,
    weight: 58,
    playerStrength: 'Movement in the box',
    parentEmail: 'silva.family@example.com',
    parentConsent: 'confirmed',
  },
  {
    fullName: 'Noah Keller',
    country: 'Switzerland',
    ageYears: 16,
    ageMonths: 8,
    primaryPosition: 'CB',
    secondaryPosition: 'CDM',
    currentClub: 'FC Basel U18',
    clubCountry: 'Switzerland',
    previousClub: 'FC Concordia Basel - 2024',
    status: 'Free Agent',
    preferredFoot: 'Left',
    height: 1.84,
    weight: 72,
    playerStrength: 'Reading the game and long passing',
    parentEmail: 'keller.family@example.com',
    parentConsent: 'confirmed',
  },
  {
    fullName: 'Samuel Okafor',
    country: 'United Kingdom',
    ageYears: 33,
    primaryPosition: 'CB',
    secondaryPosition: 'CDM',
    currentClub: 'Dagenham & Redbridge',
    clubCountry: 'United Kingdom',
    previousClub: 'Barnet - 2019',
    status: 'Represented',
    preferredFoot: 'Left',
    height: 1.9,
    weight: 86,
    playerStrength: 'Leadership and heading',
  },
  // Tomás Silva's younger sister (docs/product.md#parents): her parent has not answered yet, and an admin linked
  // the parent's account to her after a phone call, so the parent dashboard shows both states.
  {
    fullName: 'Inês Silva',
    country: 'Portugal',
    ageYears: 14,
    ageMonths: 3,
    primaryPosition: 'CM',
    secondaryPosition: 'LW',
    currentClub: 'Sporting CP U15',
    clubCountry: 'Portugal',
    previousClub: 'Alcochetense - 2024',
    status: 'Free Agent',
    preferredFoot: 'Left',
    height: 1.58,
    weight: 47,
    playerStrength: 'Crossing and work rate',
    parentEmail: 'silva.family@example.com',
    parentConsent: 'pending',
  },
];

/**
 * The demo's parent account (docs/product.md#parents): Tomás and Inês Silva's mother. She confirmed Tomás's consent
 * link signed in, which linked him; an admin linked Inês, whose consent still waits for her.
 */
export const DEMO_PARENT = {
  fullName: 'Helena Silva',
  country: 'Portugal',
  ageYears: 44,
  familyEmail: 'silva.family@example.com',
  children: { consented: 'Tomás Silva', awaitingConsent: 'Inês Silva' },
} as const;

export const DEMO_AGENTS = [
  {
    fullName: 'Sofia Romano',
    country: 'Italy',
    ageYears: 41,
    agencyName: 'Romano Sports Management',
    agencyWebsite: 'https://romano-sports.example',
    countryOfOperation: 'Italy',
    yearsOfExperience: 15,
  },
  {
    fullName: 'James Whitfield',
    country: 'United Kingdom',
    ageYears: 35,
    agencyName: 'Whitfield Football Agency',
    agencyWebsite: 'https://whitfield-fa.example',
    countryOfOperation: 'United Kingdom',
    yearsOfExperience: 8,
  },
  {
    fullName: 'Carmen Ortiz',
    country: 'Spain',
    ageYears: 38,
    agencyName: 'Ortiz Talent',
    agencyWebsite: 'https://ortiz-talent.example',
    countryOfOperation: 'Spain',
    yearsOfExperience: 11,
  },
  {
    fullName: 'Lukas Brandt',
    country: 'Germany',
    ageYears: 33,
    agencyName: 'Brandt Sportberatung',
    agencyWebsite: 'https://brandt-sport.example',
    countryOfOperation: 'Germany',
    yearsOfExperience: 6,
  },
  {
    fullName: 'Grace Okafor',
    country: 'Nigeria',
    ageYears: 30,
    agencyName: 'Okafor Football Partners',
    agencyWebsite: 'https://okafor-fp.example',
    countryOfOperation: 'Nigeria',
    yearsOfExperience: 4,
  },
];

export const DEMO_SCOUTS = [
  {
    fullName: 'Henrik Nilsen',
    country: 'Norway',
    ageYears: 45,
    countryOfOperation: 'Norway',
    currentEmployer: 'Rosenborg BK',
    scoutingExperience: 18,
    website: 'https://nilsen-scouting.example',
  },
  {
    fullName: 'Ana Pereira',
    country: 'Brazil',
    ageYears: 32,
    countryOfOperation: 'Brazil',
    currentEmployer: 'Independent',
    scoutingExperience: 6,
    website: 'https://anapereira.example',
  },
];

export const DEMO_CLUBS = [
  {
    fullName: 'Marta Gil',
    country: 'Spain',
    ageYears: 40,
    clubName: 'CF Talavera',
    clubCountry: 'Spain',
    currentLeague: 'Primera Federación',
    typeOfClub: 'Semi-Pro' as const,
  },
  {
    fullName: 'Paul Hughes',
    country: 'United Kingdom',
    ageYears: 50,
    clubName: 'Stockport Town',
    clubCountry: 'United Kingdom',
    currentLeague: 'North West Counties League',
    typeOfClub: 'Amateur' as const,
  },
];

/** Looks a demo member up by name; a missing one is a mistake in the demo data, said at once. */
export type DemoIds = (name: string) => number;

export function demoMemberIds(idsByName: Map<string, number>): DemoIds {
  return (name: string): number => {
    const found = idsByName.get(name);
    if (found === undefined) throw new Error(`demo member ${name} is missing`);
    return found;
  };
}

/** The demo member as the business functions see a signed-in caller. */
export async function demoMember(db: Database, id: number): Promise<Member> {
  const member = await loadMember(db, id);
  if (!member) throw new Error(`demo member ${id} is missing`);
  return member;
}
