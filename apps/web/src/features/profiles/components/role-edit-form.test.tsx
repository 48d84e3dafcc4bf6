import { isolate } from '@scouting/contract/bidi-isolate';
import type { TAgentDetails } from '@scouting/contract/schemas/profiles';
import type { TClubDetails, TScoutDetails } from '@scouting/contract/schemas/scout-club-profiles';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n.ts';
import { renderWithApp, sentRequests, stubFetch } from '../../../test/render.tsx';
import { RoleEditForm } from './role-edit-form.tsx';
import { AGENT_EDIT, CLUB_EDIT, SCOUT_EDIT } from './role-edit-specs.ts';

const COUNTRIES = { 'GET /api/countries': { body: ['Brazil', 'Portugal', 'Spain'] } };

const SUBJECT = {
  fullName: 'Rui Costa',
  username: 'rui',
  profileImageUrl: null,
  displayImageUrl: null,
  isOwnerView: true,
};

const AGENT: TAgentDetails = {
  ...SUBJECT,
  id: 2,
  contactEmail: 'agent@goal-line.example',
  dob: '1980-05-01',
  agencyName: 'Goal Line Agency',
  agencyWebsite: 'https://goal-line.example',
  countryOfOperation: 'Spain',
  yearsOfExperience: 6,
  isVerified: false,
  verificationStatus: 'not_requested',
  allowResubmission: false,
  rejectionReason: null,
};

const SCOUT: TScoutDetails = {
  ...SUBJECT,
  id: 3,
  country: 'Portugal',
  contactEmail: 'scout@example.com',
  dob: '1985-02-01',
  age: 41,
  countryOfOperation: 'Portugal',
  currentEmployer: 'SL Benfica',
  scoutingExperience: 4,
  website: 'https://scout.example',
};

const CLUB: TClubDetails = {
  ...SUBJECT,
  id: 4,
  country: 'Spain',
  clubName: 'CD Example',
  clubCountry: 'Spain',
  currentLeague: 'Segunda Federación',
  typeOfClub: 'Semi-Pro',
  clubEmail: 'club@example.com',
  clubWebsite: 'https://club.example',
  verified: false,
  pitchAnswers: null,
};

const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save' });

describe('the edit form of the agent, scout and club profiles', () => {
  it("shows the agent's agency fields with the saved values", async () => {
    stubFetch(COUNTRIES);
    renderWithApp(<RoleEditForm spec={AGENT_EDIT} details={AGENT} onDone={vi.fn()} />);

    expect(await screen.findByRole('form', { name: 'Edit agency details' })).toBeTruthy();
    expect(field(/^Agency name/).value).toBe('Goal Line Agency');
    expect(field(/^Agency website/).value).toBe('https://goal-line.example');
    expect(field(/^Country of operation/).value).toBe('Spain');
    expect(screen.queryByLabelText(/^Club name/)).toBeNull();
  });

  it("shows the scout's fields with the saved values", async () => {
    stubFetch(COUNTRIES);
    renderWithApp(<RoleEditForm spec={SCOUT_EDIT} details={SCOUT} onDone={vi.fn()} />);

    expect(await screen.findByRole('form', { name: 'Edit scout details' })).toBeTruthy();
    expect(field(/^Contact e-mail/).value).toBe('scout@example.com');
    expect(field(/^Country of operation/).value).toBe('Portugal');
    expect(field(/^Current employer/).value).toBe('SL Benfica');
    expect(field(/^Scouting experience/).value).toBe('4');
    expect(field(/^Website/).value).toBe('https://scout.example');
    expect(screen.queryByLabelText(/^Agency name/)).toBeNull();
  });

  it("shows the club's fields with the saved values", async () => {
    stubFetch(COUNTRIES);
    renderWithApp(<RoleEditForm spec={CLUB_EDIT} details={CLUB} onDone={vi.fn()} />);

    expect(await screen.findByRole('form', { name: 'Edit club details' })).toBeTruthy();
    expect(field(/^Club name/).value).toBe('CD Example');
    expect(field(/^Club country/).value).toBe('Spain');
    expect(field(/^Current league/).value).toBe('Segunda Federación');
    expect(field(/^Type of club/).value).toBe('Semi-Pro');
    expect(field(/^Club e-mail/).value).toBe('club@example.com');
    expect(field(/^Club website/).value).toBe('https://club.example');
  });

  it('refuses an empty agency name with one message for the form, and sends nothing', async () => {
    const fetch = stubFetch(COUNTRIES);
    renderWithApp(<RoleEditForm spec={AGENT_EDIT} details={AGENT} onDone={vi.fn()} />);

    await userEvent.clear(await screen.findByLabelText(/^Agency name/));
    await userEvent.click(save());

    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all fields.');
    expect(sentRequests(fetch).map(({ call }) => call)).toEqual(['GET /api/countries']);
  });

  it("refuses a scout's website that is not a web address with the contract's sentence, and sends nothing", async () => {
    const fetch = stubFetch(COUNTRIES);
    renderWithApp(<RoleEditForm spec={SCOUT_EDIT} details={SCOUT} onDone={vi.fn()} />);

    const website = await screen.findByLabelText(/^Website/);
    await userEvent.clear(website);
    await userEvent.type(website, 'scout.example');
    await userEvent.click(save());

    expect(await screen.findByText('Please enter a full web address starting with http:// or https://.')).toBeTruthy();
    // The scout's form has no form-level message: the field says what is wrong.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sentRequests(fetch).map(({ call }) => call)).toEqual(['GET /api/countries']);
  });

  it("sends the agent's three fields, says so and leaves edit mode", async () => {
    const fetch = stubFetch({
      ...COUNTRIES,
      'PUT /api/agent-details/2': { body: { ...AGENT, agencyName: 'Offside Agency' } },
    });
    const onDone = vi.fn();
    renderWithApp(<RoleEditForm spec={AGENT_EDIT} details={AGENT} onDone={onDone} />);

    const name = await screen.findByLabelText(/^Agency name/);
    await userEvent.clear(name);
    await userEvent.type(name, '  Offside Agency ');
    await userEvent.click(save());

    expect(await screen.findByText('Your agency details were saved.')).toBeTruthy();
    expect(onDone).toHaveBeenCalledOnce();
    expect(sentRequests(fetch).find(({ call }) => call === 'PUT /api/agent-details/2')?.body).toEqual({
      agencyName: 'Offside Agency',
      agencyWebsite: 'https://goal-line.example',
      countryOfOperation: 'Spain',
    });
  });

  it("sends the scout's fields with the experience as a number", async () => {
    const fetch = stubFetch({
      ...COUNTRIES,
      'PUT /api/scout-details/3': { body: { ...SCOUT, scoutingExperience: 7 } },
    });
    const onDone = vi.fn();
    renderWithApp(<RoleEditForm spec={SCOUT_EDIT} details={SCOUT} onDone={onDone} />);

    const years = await screen.findByLabelText(/^Scouting experience/);
    await userEvent.clear(years);
    await userEvent.type(years, '7');
    await userEvent.click(save());

    expect(await screen.findByText('Your scouting details were saved.')).toBeTruthy();
    expect(onDone).toHaveBeenCalledOnce();
    expect(sentRequests(fetch).find(({ call }) => call === 'PUT /api/scout-details/3')?.body).toEqual({
      contactEmail: 'scout@example.com',
      countryOfOperation: 'Portugal',
      currentEmployer: 'SL Benfica',
      scoutingExperience: 7,
      website: 'https://scout.example',
    });
  });

  afterEach(async () => {
    await activateLanguage('en', { remember: false });
  });

  it("sends the club's fields, and shows the server's refusal in the club's failure message", async () => {
    const fetch = stubFetch({
      ...COUNTRIES,
      'PUT /api/club-details/4': { status: 404, body: { error: 'Club not found.', code: 'NOT_FOUND' } },
    });
    const onDone = vi.fn();
    renderWithApp(<RoleEditForm spec={CLUB_EDIT} details={CLUB} onDone={onDone} />);

    const league = await screen.findByLabelText(/^Current league/);
    await userEvent.clear(league);
    await userEvent.type(league, 'Primera RFEF');
    await userEvent.click(save());

    expect(await screen.findByText('Error saving club data: Club not found.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(sentRequests(fetch).find(({ call }) => call === 'PUT /api/club-details/4')?.body).toEqual({
        clubName: 'CD Example',
        clubCountry: 'Spain',
        currentLeague: 'Primera RFEF',
        typeOfClub: 'Semi-Pro',
        clubEmail: 'club@example.com',
        clubWebsite: 'https://club.example',
      }),
    );
  });

  it("says the failure message in the language shown, with the server's words in it", async () => {
    await activateLanguage('es', { remember: false });
    stubFetch({
      ...COUNTRIES,
      'PUT /api/club-details/4': { status: 404, body: { error: 'Club no encontrado.', code: 'NOT_FOUND' } },
    });
    renderWithApp(<RoleEditForm spec={CLUB_EDIT} details={CLUB} onDone={vi.fn()} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));

    // A value is isolated in a translation (decision 069): the server's words keep their own direction.
    expect(
      await screen.findByText(`Error al guardar los datos del club: ${isolate('Club no encontrado.')}`),
    ).toBeTruthy();
  });
});
