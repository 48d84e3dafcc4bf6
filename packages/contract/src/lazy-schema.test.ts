import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/** Every module of the contract (each a subpath a page may import), loaded when called. */
const contractModules = import.meta.glob(['./**/*.ts', '!./**/*.test.ts']);

type ZodGlobalConfig = { postProcessor?: (schema: unknown) => void };

/** The zod schemas built while `run` runs, each named by the contract line that built it (zod's hook on every construction). */
async function schemasBuiltDuring(run: () => Promise<unknown> | unknown): Promise<string[]> {
  // Zod, imported above, keeps its configuration there.
  const config = (globalThis as { __zod_globalConfig?: ZodGlobalConfig }).__zod_globalConfig;
  if (!config) throw new Error('zod keeps no global configuration: its construction hook has moved');
  const built: string[] = [];
  const previous = config.postProcessor;
  config.postProcessor = () => {
    const frame = new Error().stack?.split('\n').find((line) => /contract\/src\/(?!lazy-schema)/.test(line));
    built.push(frame?.trim() ?? 'unknown');
  };
  try {
    await run();
  } finally {
    config.postProcessor = previous;
  }
  return built;
}

describe('lazySchema in a browser (decision 038)', () => {
  const global = globalThis as { document?: unknown };
  beforeAll(() => {
    global.document = {};
  });
  afterAll(() => {
    delete global.document;
  });

  it('builds nothing when the contract loads', async () => {
    const built = await schemasBuiltDuring(() => Promise.all(Object.values(contractModules).map((load) => load())));
    expect(built).toEqual([]);
  });

  it('builds once, on first use, and parses as the schema it stands for', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ name: z.string().min(1) });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(builds).toBe(1);
    expect(schema instanceof z.ZodObject).toBe(true);
    expect(Object.keys(schema.shape)).toEqual(['name']);
  });

  it('composes: derived and enclosing schemas parse through it', () => {
    const inner = lazySchema(() => z.number().int());
    const outer = lazySchema(() =>
      z.object({ count: inner.optional(), list: z.array(inner) }).extend({ tag: z.string() }),
    );
    expect(outer.parse({ list: [1, 2], tag: 'a' })).toEqual({ list: [1, 2], tag: 'a' });
    expect(outer.safeParse({ count: 1.5, list: [], tag: 'a' }).success).toBe(false);
    expect(outer.pick({ tag: true }).parse({ tag: 'b', list: 'ignored' })).toEqual({ tag: 'b' });
  });
});

describe('lazySchema on the server', () => {
  it('builds at once, so the API documentation sees the schemas themselves', () => {
    let builds = 0;
    const inner = lazySchema(() => {
      builds += 1;
      return z.string().transform((value) => value.length);
    });
    expect(builds).toBe(1);
    const outer = lazySchema(() => z.object({ text: inner }));
    expect(z.toJSONSchema(outer, { io: 'input' })).toMatchObject({ properties: { text: { type: 'string' } } });
  });
});
