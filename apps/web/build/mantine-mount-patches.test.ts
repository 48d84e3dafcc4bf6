import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATCHED_MODULES, patchMantineModule } from './mantine-mount-patches.ts';

const require = createRequire(import.meta.url);
/** A package's folder, from the file its `require` entry names (its `exports` hide package.json). */
const packageFolder = (name: string) => path.resolve(path.dirname(require.resolve(name)), '..');

/** The installed Mantine modules the patches are for. */
const installed = [
  path.join(packageFolder('@mantine/hooks'), 'esm/use-id/use-id.mjs'),
  path.join(packageFolder('@mantine/core'), 'esm/components/Portal/Portal.mjs'),
  path.join(packageFolder('@mantine/core'), 'esm/components/Popover/Popover.mjs'),
];

describe('Mantine mount patches (decision 040)', () => {
  it('has one installed module for each patch', () => {
    for (const module of PATCHED_MODULES) expect(installed.filter((file) => module.test(file))).toHaveLength(1);
  });

  it('applies to the installed Mantine: no state set after mount, the target stored in a transition', () => {
    const [useId, portal, popover] = installed.map(
      (file) => patchMantineModule(readFileSync(file, 'utf8'), file)?.code,
    );
    expect(useId).not.toContain('setUuid');
    expect(useId).toContain('const uuid = `mantine-');
    expect(portal).toContain('const [mounted, setMounted] = useState(nodeRef.current !== null);');
    expect(portal).toMatch(/if \(nodeRef\.current === null && !target && reuseTargetNode\)/);
    expect(popover).toMatch(/startTransition\(\(\) => \{\s+setTargetNode\(node\);/);
  });

  it('stops when Mantine no longer has a text it replaces', () => {
    const file = installed[1] ?? '';
    const changed = readFileSync(file, 'utf8').replace('useState(false)', 'useState(() => false)');
    expect(() => patchMantineModule(changed, file)).toThrow(/no longer has a text/);
  });

  it('leaves every other module alone', () => {
    expect(patchMantineModule('export const a = 1;', '/app/node_modules/@mantine/core/esm/index.mjs')).toBeNull();
  });
});
