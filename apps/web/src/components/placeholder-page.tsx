import { Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useRouteTitle } from '../hooks/route-title.ts';
import { type AdminMessageId, useAdminT } from '../i18n/areas/admin.ts';
import { PageTitle } from './page-title.tsx';

/** What a placeholder stands for, said plainly under its heading (docs/product.md#admin-pages). */
const NOTES: Readonly<Record<string, AdminMessageId>> = {
  '/agent-subscription-manager': 'admin.placeholder.subscriptions',
};

/** A page with a heading (docs/product.md#admin-pages): the route's title in the language shown, and why it is empty. */
export function PlaceholderPage() {
  const title = useRouteTitle();
  const t = useAdminT();
  const note = NOTES[useLocation().pathname];
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      {note ? <Text mt="md">{t(note)}</Text> : null}
    </>
  );
}
