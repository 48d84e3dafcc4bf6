import { describe, expect, it } from 'vitest';
import { dobYearsAgo, type RegistrationRole, ROLE_FIELDS, registrationPayload } from './fixtures/members.ts';
import { MESSAGES } from './messages.ts';
import { ZRegisterRequest } from './schemas/registration.ts';

const player = registrationPayload('Player', { fullName: 'Ada Striker', username: 'ada.striker' });
const { fullName, username, dob, country } = player;
const base = { fullName, username, dob, country };

const messages = (input: unknown) => ZRegisterRequest.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('registration payload', () => {
  it('accepts a complete player', () => {
    expect(ZRegisterRequest.safeParse(player).success).toBe(true);
  });

  it('accepts the shared fixture of every role, which tests, journeys and the demo seed build on', () => {
    for (const role of Object.keys(ROLE_FIELDS) as RegistrationRole[]) {
      expect(ZRegisterRequest.safeParse(registrationPayload(role)).error?.issues ?? [], role).toEqual([]);
    }
  });

  it('refuses a role outside the four with the product message', () => {
    expect(messages({ ...base, role: 'Admin' })).toEqual([MESSAGES.invalidRole]);
    expect(messages({ ...base, role: 'Coach' })).toEqual([MESSAGES.invalidRole]);
  });

  it('requires every role field', () => {
    const { playerStrength: _omitted, ...incomplete } = player;
    expect(messages(incomplete)).toEqual([MESSAGES.fieldRequired]);
  });

  it('checks the base steps with the product messages', () => {
    expect(messages({ ...player, fullName: '' })).toContain(MESSAGES.provideName);
    expect(messages({ ...player, username: '' })).toContain(MESSAGES.provideUsername);
    expect(messages({ ...player, country: '' })).toContain(MESSAGES.provideCountry);
    expect(messages({ ...player, dob: '2999-01-01' })).toContain(MESSAGES.invalidDob);
  });

  it('says on the birth date who is too young: players under 13, agents, scouts and clubs under 18', () => {
    const issues = (input: unknown) =>
      ZRegisterRequest.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    for (const role of ['Agent', 'Scout', 'Club'] as const) {
      expect(issues(registrationPayload(role, { dob: dobYearsAgo(17, 11) })), role).toEqual([
        `dob: ${MESSAGES.tooYoungForRole}`,
      ]);
      expect(issues(registrationPayload(role, { dob: dobYearsAgo(18) })), role).toEqual([]);
    }
    expect(issues(registrationPayload('Agent', { dob: dobYearsAgo(10) }))).toEqual([
      `dob: ${MESSAGES.tooYoungToRegister}`,
    ]);
    expect(issues(registrationPayload('Player', { dob: dobYearsAgo(12, 11) }))).toEqual([
      `dob: ${MESSAGES.tooYoungToRegister}`,
    ]);
    expect(issues(registrationPayload('Player', { dob: dobYearsAgo(13) }))).toEqual([]);
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
