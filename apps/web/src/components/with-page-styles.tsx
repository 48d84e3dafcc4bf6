import '../styles/pages.css';
import { Outlet } from 'react-router';
import { WithQueryClient } from './with-query-client.tsx';

/**
 * A layout route for every account page but the login page: it brings what that page does without,
 * the Mantine styles of styles/pages.css and TanStack Query.
 */
export function WithPageStyles() {
  return (
    <WithQueryClient>
      <Outlet />
    </WithQueryClient>
  );
}
