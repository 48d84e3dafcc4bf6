import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * The state of a menu or popover that is built the first time it is opened (decision 077). Until
 * then the page shows only its target, a plain button: a Mantine Popover (every Menu is one) sets
 * state while it mounts, closed or not, and those updates made the dashboards' first commit one long
 * task.
 *
 * `open` builds it on the first call, opens it on every call. The target the built component renders
 * is a new element (its parent changed): it is given `targetRef`, takes the focus the stand-in had,
 * and the popover opens a commit later, so Mantine notes it as the element to give focus back to.
 */
export function useBuiltOnFirstOpen<T extends HTMLElement>(): {
  built: boolean;
  opened: boolean;
  setOpened: (opened: boolean) => void;
  open: () => void;
  targetRef: RefObject<T | null>;
} {
  const [built, setBuilt] = useState(false);
  const [opened, setOpened] = useState(false);
  const targetRef = useRef<T>(null);
  const openWhenBuilt = useRef(false);
  useEffect(() => {
    if (!built || !openWhenBuilt.current) return;
    openWhenBuilt.current = false;
    targetRef.current?.focus();
    setOpened(true);
  }, [built]);
  const open = () => {
    if (built) return setOpened(true);
    openWhenBuilt.current = true;
    setBuilt(true);
  };
  return { built, opened, setOpened, open, targetRef };
}
