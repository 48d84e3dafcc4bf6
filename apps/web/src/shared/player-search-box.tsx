import { Button, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { PlainTextInput } from '../components/plain-text-input.tsx';
import { useMemberT } from '../i18n/areas/member.ts';

/**
 * A text box that opens `/search` with the words typed (decision 018): the search page owns the
 * query, its filters and results; the box only starts a search from elsewhere.
 */
export function PlayerSearchBox() {
  const t = useMemberT();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = text.trim();
    navigate(words ? `/search?${new URLSearchParams({ q: words })}` : '/search');
  };
  return (
    <form aria-label={t('member.search.label')} onSubmit={submit}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <PlainTextInput
          label={t('member.search.label')}
          placeholder={t('member.search.placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('member.search.submit')}
        </Button>
      </Group>
    </form>
  );
}
