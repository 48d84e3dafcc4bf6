import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * A text box that opens `/search` with the words typed (issue 18 §1): the search page owns the
 * query, its filters and results; the box only starts a search from elsewhere.
 */
export function PlayerSearchBox() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = text.trim();
    navigate(words ? `/search?${new URLSearchParams({ q: words })}` : '/search');
  };
  return (
    <form aria-label="Search players" onSubmit={submit}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label="Search players"
          placeholder="Name, username or club"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          Search
        </Button>
      </Group>
    </form>
  );
}
