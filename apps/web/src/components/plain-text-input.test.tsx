import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ProfilerOnRenderCallback, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { PlainTextInput } from './plain-text-input.tsx';

/** The phases React reports for the subtree's commits as it mounts. */
function commitsOf(field: React.ReactElement) {
  const onRender = vi.fn<ProfilerOnRenderCallback>();
  renderWithApp(
    <Profiler id="field" onRender={onRender}>
      {field}
    </Profiler>,
  );
  return onRender.mock.calls.map(([, phase]) => phase);
}

function Controlled() {
  const [text, setText] = useState('');
  return (
    <PlainTextInput label="Search players" value={text} onChange={(event) => setText(event.currentTarget.value)} />
  );
}

describe('a plain text input', () => {
  it('mounts in one commit, where Mantine’s TextInput commits again to replace its id', () => {
    expect(commitsOf(<PlainTextInput label="Search players" />)).toEqual(['mount']);
    // Why it exists (decision 079): an update scheduled from the mount's layout effect, which React
    // reports as nested. If Mantine stops doing this, the component can go.
    expect(commitsOf(<TextInput label="Search players" />)).toEqual(['mount', 'nested-update']);
  });

  it('is named by its label and takes what is typed', async () => {
    renderWithApp(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Search players' });
    await userEvent.type(input, 'Mensah');
    expect(input).toHaveProperty('value', 'Mensah');
  });
});
