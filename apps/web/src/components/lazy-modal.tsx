import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * A Modal built when it is first opened: every dialog of the app is one (decision 077). A closed
 * Mantine Modal still mounts its hooks (scroll lock, focus return, key listeners and their timers)
 * and sets state as it mounts: twelve pool cards' Shortlist dialogs were a third of a long task on a
 * phone (decision 049). Once built it stays, so closing keeps its transition.
 *
 * It mounts closed and opens a commit later: Mantine notes the element to give focus back to when
 * `opened` changes, not when the Modal mounts open.
 */
export function LazyModal({ opened, ...props }: ModalProps) {
  const [built, setBuilt] = useState(false);
  const [ready, setReady] = useState(false);
  if (opened && !built) setBuilt(true);
  useEffect(() => {
    if (built) setReady(true);
  }, [built]);
  return built ? <Modal opened={opened && ready} {...props} /> : null;
}
