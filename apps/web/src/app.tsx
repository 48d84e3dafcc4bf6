import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router';
import { AppNotifications } from './components/app-notifications.tsx';
import { createRouter } from './routes.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const router = createRouter();

// TanStack Query's provider sits lower, with the pages that use it (components/with-query-client.tsx):
// the login page does without it (api/first-screen-data.ts).
export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <AppNotifications />
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
