import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Its children mount in a commit of their own, after the one that mounted it, in React's background
 * lane. Mantine's fields and tabs replace their id in a layout effect as they mount (decision 079): a
 * synchronous update, for which React first runs every passive effect of that commit (a section's
 * queries and subscriptions) in the same task. A section that mounts such fields beside its data
 * wraps them in this, so the section's effects and the fields' second render are tasks apart.
 */
export function MountAfterCommit({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? children : null;
}
