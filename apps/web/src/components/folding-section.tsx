import { Button, Collapse, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';

/**
 * A long section folded behind a button on a phone, so that a dashboard is a list of what it
 * holds rather than a long scroll. Its content is built when first unfolded: a phone that never
 * opens it never pays for it; once built it stays, keeping what was typed into it.
 */
export function FoldingSection({ label, children }: { label: string; children: ReactNode }) {
  const [opened, { toggle }] = useDisclosure(false);
  const [built, setBuilt] = useState(false);
  if (opened && !built) setBuilt(true);
  const id = useId();
  return (
    <Stack gap="xs">
      <Button
        variant="default"
        size="md"
        fullWidth
        justify="space-between"
        rightSection={
          <IconChevronDown
            size={18}
            aria-hidden
            style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        }
        aria-expanded={opened}
        aria-controls={id}
        onClick={toggle}
      >
        {label}
      </Button>
      <Collapse expanded={opened} id={id}>
        {built ? children : null}
      </Collapse>
    </Stack>
  );
}
