import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { MountAfterCommit } from './mount-after-commit.tsx';

/** A section that notes, as its own first commit finishes, whether its fields are on the page. */
function Section({ seen }: { seen: boolean[] }) {
  useLayoutEffect(() => {
    seen.push(document.querySelector('[data-testid="fields"]') !== null);
  }, [seen]);
  return (
    <MountAfterCommit>
      <p data-testid="fields">fields</p>
    </MountAfterCommit>
  );
}

describe('MountAfterCommit', () => {
  it('mounts its children in a later commit than the one that mounts it', () => {
    const seen: boolean[] = [];
    render(<Section seen={seen} />);
    expect(seen).toEqual([false]);
    expect(screen.getByTestId('fields')).toBeTruthy();
  });
});
