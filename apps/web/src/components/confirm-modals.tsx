import { ModalsProvider, modals } from '@mantine/modals';
import { useEffect, useState } from 'react';

type ConfirmModal = Parameters<typeof modals.openConfirmModal>[0];

/** Confirmations asked for before Mantine's provider was built: it opens them once it listens. */
const waiting: ConfirmModal[] = [];
let listening = false;
let build: (() => void) | undefined;

/**
 * Asks the member to confirm (Mantine's confirm modal). Mantine's modals are built the first time a
 * page asks for one (decision 077): its provider holds a closed Modal, which sets state as it mounts,
 * and it was part of every member page's first commit.
 */
export function openConfirmModal(modal: ConfirmModal): void {
  if (listening) {
    modals.openConfirmModal(modal);
    return;
  }
  waiting.push(modal);
  build?.();
}

/** Opens what waited. Its effect runs after the provider's own, which add Mantine's listeners. */
function BuiltModals() {
  useEffect(() => {
    listening = true;
    for (const modal of waiting.splice(0)) modals.openConfirmModal(modal);
    return () => {
      listening = false;
    };
  }, []);
  return <ModalsProvider />;
}

/** Where member pages' confirmations open: nothing until the first is asked for. */
export function ConfirmModals() {
  const [built, setBuilt] = useState(waiting.length > 0);
  useEffect(() => {
    build = () => setBuilt(true);
    return () => {
      build = undefined;
    };
  }, []);
  return built ? <BuiltModals /> : null;
}
