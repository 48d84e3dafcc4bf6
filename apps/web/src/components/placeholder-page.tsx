import { Title } from '@mantine/core';
import { useRouteTitle } from '../hooks/route-title.ts';
import { PageTitle } from './page-title.tsx';

/** A page with a heading only (docs/product.md#admin-pages): the route's title (in the language shown) and nothing else. */
export function PlaceholderPage() {
  const title = useRouteTitle();
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
    </>
  );
}
