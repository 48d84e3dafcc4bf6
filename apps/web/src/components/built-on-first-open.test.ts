import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Decision 077 as a rule on the web's code: Mantine's dialogs, menus and popovers are built when
 * first opened. A closed one sets state as it mounts, and one added the plain way would bring that
 * back to whatever page shows it.
 */
const SRC = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const sources = globSync('**/*.{ts,tsx}', { cwd: SRC })
  .filter((file) => !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(path.join(SRC, file), 'utf8') }));

/** The files that import one of `names` from @mantine/core. */
function importingFromCore(...names: string[]): string[] {
  return sources
    .filter(({ text }) =>
      [...text.matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)].some(([, list = '']) =>
        list.split(',').some((name) => names.includes(name.trim())),
      ),
    )
    .map(({ file }) => file);
}

describe('dialogs, menus and popovers built on first open (decision 077)', () => {
  it('opens every dialog through LazyModal', () => {
    expect(importingFromCore('Modal')).toEqual([path.join('components', 'lazy-modal.tsx')]);
  });

  it("asks for confirmations through openConfirmModal, which builds Mantine's modals on the first", () => {
    const usingModals = sources.filter(({ text }) => text.includes("from '@mantine/modals'")).map(({ file }) => file);
    expect(usingModals).toEqual([path.join('components', 'confirm-modals.tsx')]);
  });

  it('builds every menu and popover with useBuiltOnFirstOpen', () => {
    const files = importingFromCore('Menu', 'Popover');
    expect(files.length).toBeGreaterThan(0);
    const plain = files.filter(
      (file) => !sources.find((source) => source.file === file)?.text.includes('useBuiltOnFirstOpen'),
    );
    expect(plain).toEqual([]);
  });
});
