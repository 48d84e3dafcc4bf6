import { Textarea, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { UserText } from './user-text.tsx';

describe('UserText', () => {
  it('isolates what a member typed, so it takes its own direction on a right-to-left page', () => {
    renderWithApp(
      <UserText size="sm" fw={700} data-testid="typed" title="post">
        Trial on Saturday!
      </UserText>,
    );
    const typed = screen.getByTestId('typed');
    expect(typed.getAttribute('dir')).toBe('auto');
    expect(typed.textContent).toBe('Trial on Saturday!');
    // Mantine's own props and the element's attributes still arrive.
    expect(typed.getAttribute('title')).toBe('post');
    expect(typed.tagName).toBe('P');
  });

  it('is a span inside a sentence when asked', () => {
    renderWithApp(
      <p>
        Sent by <UserText span>Marta Ruiz.</UserText>
      </p>,
    );
    expect(screen.getByText('Marta Ruiz.').tagName).toBe('SPAN');
    expect(screen.getByText('Marta Ruiz.').getAttribute('dir')).toBe('auto');
  });
});

describe('fields where members type', () => {
  it('take the direction of what is typed in them', () => {
    renderWithApp(
      <>
        <TextInput label="Name" />
        <Textarea label="Message" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('dir')).toBe('auto');
    expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('dir')).toBe('auto');
  });
});
