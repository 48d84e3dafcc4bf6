import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { ZRegisterRequest } from './registration.ts';

const base = { fullName: 'Ada Striker', username: 'ada.striker', dob: '2000-03-10', country: 'Spain' };
const player = {
  ...base,
  role: 'Player',
  age: 26,
  emailAddress: 'ada@example.com',
  currentClub: 'CD Leganés',
  clubCountry: 'Spain',
  previousClub: 'Getafe - 2019',
  status: 'Free Agent',
  primaryPosition: 'ST',
  secondaryPosition: 'LW',
  preferredFoot: 'Right',
  height: 1.78,
  weight: 72,
  playerStrength: 'Finishing',
};

const messages = (input: unknown) => ZRegisterRequest.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('registration payload', () => {
  it('accepts a complete player', () => {
    expect(ZRegisterRequest.safeParse(player).success).toBe(true);
  });

  it('refuses a role outside the four with the SPEC message', () => {
    expect(messages({ ...base, role: 'Admin' })).toEqual([MESSAGES.invalidRole]);
    expect(messages({ ...base, role: 'Coach' })).toEqual([MESSAGES.invalidRole]);
  });

  it('requires every role field', () => {
    const { playerStrength: _omitted, ...incomplete } = player;
    expect(messages(incomplete)).toEqual([MESSAGES.fieldRequired]);
  });

  it('checks the base steps with the SPEC messages', () => {
    expect(messages({ ...player, fullName: '' })).toContain(MESSAGES.provideName);
    expect(messages({ ...player, username: '' })).toContain(MESSAGES.provideUsername);
    expect(messages({ ...player, country: '' })).toContain(MESSAGES.provideCountry);
    expect(messages({ ...player, dob: '2999-01-01' })).toContain(MESSAGES.invalidDob);
  });

  it('refuses an age that contradicts the date of birth, and bad input types', () => {
    expect(messages({ ...player, age: 40 })).toEqual([MESSAGES.ageMismatch]);
    expect(messages({ ...player, height: 'tall' })).toEqual([MESSAGES.invalidNumber]);
    expect(messages({ ...player, primaryPosition: 'XX' })).toEqual([MESSAGES.fieldRequired]);
  });

  it('validates club e-mails and websites', () => {
    const club = {
      ...base,
      role: 'Club',
      clubName: 'FC Test',
      clubCountry: 'Spain',
      currentLeague: 'Segunda',
      typeOfClub: 'Semi-Pro',
      clubEmail: 'not-an-email',
      clubWebsite: 'ftp://fc.example',
    };
    expect(messages(club)).toEqual([MESSAGES.invalidEmail, MESSAGES.invalidUrl]);
  });
});
