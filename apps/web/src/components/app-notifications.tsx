import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The first screen shows no toast: the container and its styles arrive with the first one
// (`notifications.show` keeps it in Mantine's store until then).
const Toasts = lazy(async () => ({ default: (await import('./toasts.tsx')).Toasts }));

export function AppNotifications() {
  const anyToast = useNotifications().notifications.length > 0;
  // Stays mounted once shown, so the last toast still closes with its transition.
  const [needed, setNeeded] = useState(false);
  if (anyToast && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
