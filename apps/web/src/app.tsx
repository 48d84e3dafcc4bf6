import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router';
import { AccountLanguage } from './components/account-language.tsx';
import { AppNotifications } from './components/app-notifications.tsx';
import { LanguageProvider } from './i18n/language-provider.tsx';
import { createRouter } from './routes.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const router = createRouter();

// TanStack Query's provider sits lower, with the pages that use it (components/with-query-client.tsx):
// the login page does without it (api/first-screen-data.ts).
export function App() {
  return (
    // The language (docs/product.md#languages) sits outside Mantine: its direction provider must (Mantine's RTL guide).
    <LanguageProvider>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
        <AppNotifications />
        <AccountLanguage />
        <RouterProvider router={router} />
      </MantineProvider>
    </LanguageProvider>
  );
}
