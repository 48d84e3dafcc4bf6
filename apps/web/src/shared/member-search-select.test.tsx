import { isolate } from '@scouting/contract/bidi-isolate';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '../test/render.tsx';
import { MemberSearchSelect } from './member-search-select.tsx';

const MATCHES = {
  'GET /api/admin/members': {
    body: { members: [{ id: 12, fullName: 'Suspect Mifbje', username: 'mifbje', role: 'Agent' }] },
  },
};

/** A page whose address follows the field a moment later, as a navigation rendered in a transition does. */
function FilterWithSlowAddress({ addressChanges }: { addressChanges: (number | null)[] }) {
  const [memberId, setMemberId] = useState<number | null>(7);
  return (
    <MemberSearchSelect
      memberId={memberId}
      onChange={(id) => {
        addressChanges.push(id);
        setTimeout(() => setMemberId(id), 400);
      }}
    />
  );
}

describe('the admin filter by member', () => {
  it('keeps what the admin types after clearing while the address catches up, and picks from the matches', async () => {
    stubFetch(MATCHES);
    const addressChanges: (number | null)[] = [];
    renderWithApp(<FilterWithSlowAddress addressChanges={addressChanges} />);
    const member = screen.getByRole('combobox', { name: 'Member' });
    expect(member).toHaveProperty('value', 'Member 7');

    await userEvent.click(screen.getByRole('button', { name: 'Clear the member filter' }));
    expect(member).toHaveProperty('value', '');
    await userEvent.type(member, 'mifb');
    // The address turns null after the typing: the text stays.
    await waitFor(() => expect(addressChanges).toEqual([null]));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(member).toHaveProperty('value', 'mifb');

    // The menu's option, by its text: happy-dom counts the menu's opening transition as hidden.
    await userEvent.click(await screen.findByText(`${isolate('Suspect Mifbje')} (@${isolate('mifbje')}) · Agent`));
    expect(addressChanges).toEqual([null, 12]);
    expect(member).toHaveProperty('value', `${isolate('Suspect Mifbje')} (@${isolate('mifbje')}) · Agent`);
  });
});
