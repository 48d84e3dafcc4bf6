import type { TOpportunity } from '@scouting/contract/schemas/opportunities';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, sentRequests, stubFetch } from '../../../test/render.tsx';
import { PostOpportunityForm } from './post-opportunity-form.tsx';

const COUNTRIES = { 'GET /api/countries': { body: ['Brazil', 'Portugal'] } };

const POSTED: TOpportunity = {
  id: 3,
  description: 'Trials for wingers',
  link: 'https://club.example/trials',
  source: 'Club',
  filters: { country: null, ageRange: null, generalPosition: null, specificPosition: null },
  status: 'Open',
  createdAt: '2026-11-03T10:00:00.000Z',
  type: null,
  city: 'Lisbon',
  startsOn: null,
  endsOn: null,
  deadline: null,
  postedBy: { id: 5, fullName: 'City Club' },
};

const description = () => screen.getByRole('textbox', { name: /^Description/ });
const post = () => screen.getByRole('button', { name: 'Post' });

describe('the post form', () => {
  it('cannot be sent without a description', async () => {
    stubFetch(COUNTRIES);
    renderWithApp(<PostOpportunityForm />);

    expect(post().hasAttribute('disabled')).toBe(true);
    await userEvent.type(description(), '   ');
    expect(post().hasAttribute('disabled')).toBe(true);
  });

  it("refuses a link that is not a web address and dates out of order with the contract's sentences", async () => {
    const fetch = stubFetch(COUNTRIES);
    renderWithApp(<PostOpportunityForm />);

    await userEvent.type(description(), 'Trials for wingers');
    await userEvent.type(screen.getByLabelText(/^Link/), 'club.example/trials');
    await userEvent.type(screen.getByLabelText(/^Start date/), '2099-06-10');
    await userEvent.type(screen.getByLabelText(/^End date/), '2099-06-01');
    await userEvent.click(post());

    expect(await screen.findByText('Please enter a full web address starting with http:// or https://.')).toBeTruthy();
    expect(screen.getByText('The end date cannot be before the start date.')).toBeTruthy();
    expect(sentRequests(fetch).map(({ call }) => call)).toEqual(['GET /api/countries']);
  });

  it('sends the post, says so and empties the form', async () => {
    const fetch = stubFetch({ ...COUNTRIES, 'POST /api/opportunities': { status: 201, body: POSTED } });
    renderWithApp(<PostOpportunityForm />);

    await userEvent.type(description(), 'Trials for wingers');
    await userEvent.type(screen.getByLabelText(/^Link/), 'https://club.example/trials');
    await userEvent.type(screen.getByLabelText(/^City/), 'Lisbon');
    await userEvent.click(post());

    expect(await screen.findByText('Opportunity posted successfully!')).toBeTruthy();
    expect((description() as HTMLTextAreaElement).value).toBe('');
    expect(sentRequests(fetch).find(({ call }) => call === 'POST /api/opportunities')?.body).toEqual({
      description: 'Trials for wingers',
      link: 'https://club.example/trials',
      type: null,
      city: 'Lisbon',
      startsOn: '',
      endsOn: '',
      deadline: '',
      filters: { country: null, ageRange: null, generalPosition: null, specificPosition: null },
    });
  });
});
