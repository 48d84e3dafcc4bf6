import { describe, expect, it } from 'vitest';

/**
 * Every module of the contract outside `schemas/`, by path, with its source: the zod-free entry
 * (decision 071). A page that imports one of them for a limit, a rule or a sentence must not load
 * zod or a schema with it.
 */
const ZOD_FREE_MODULES = import.meta.glob(['./**/*.ts', '!./schemas/**', '!./**/*.test.ts', '!./**/*.d.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The specifier of each import or re-export that stays in the JavaScript (not `import type`, not only `type` names). */
function runtimeImports(source: string): string[] {
  const bare = [...source.matchAll(/^import\s+'([^']+)';/gm)].map(([, specifier = '']) => specifier);
  const statements = source.matchAll(/^(?:import|export)\s+([^;]*?)\s+from\s+'([^']+)';/gms);
  const bound = [...statements].flatMap(([, clause = '', specifier = '']) => {
    if (clause.startsWith('type ')) return [];
    const names = clause
      .match(/^\{([\s\S]*)\}$/)?.[1]
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (names?.every((name) => name.startsWith('type '))) return [];
    return [specifier];
  });
  return [...bare, ...bound];
}

const loadsZod = (specifier: string) =>
  specifier === 'zod' || specifier.startsWith('zod/') || /(^|\/)schemas\//.test(specifier);

describe('the zod-free entry of the contract (decision 071)', () => {
  it('has its modules', () => {
    expect(Object.keys(ZOD_FREE_MODULES)).toEqual(
      expect.arrayContaining(['./roles.ts', './messages.ts', './fixtures/members.ts']),
    );
  });

  it.each(Object.entries(ZOD_FREE_MODULES))('%s loads neither zod nor a schemas module', (_path, source) => {
    expect(runtimeImports(source).filter(loadsZod)).toEqual([]);
  });

  it('tells a runtime import from a type import', () => {
    const source = [
      "import type { TFoo } from './schemas/foo.ts';",
      "import { type TBar, type TBaz } from './schemas/bar.ts';",
      "import { z } from 'zod';",
      "import {\n  type TQux,\n  ZQux,\n} from './schemas/qux.ts';",
      "export { ZQuux } from '../schemas/quux.ts';",
      "import { LIMIT } from './limits.ts';",
      "import './schemas/side-effect.ts';",
    ].join('\n');
    expect(runtimeImports(source).filter(loadsZod)).toEqual([
      './schemas/side-effect.ts',
      'zod',
      './schemas/qux.ts',
      '../schemas/quux.ts',
    ]);
  });
});
