import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's layering (decision 029): domain modules depend on one another without cycles, so each
 * can be read, tested and changed from the ones below it. Biome's import rule keeps the platform
 * (auth, db, http, infra, platform, plugins) from importing a domain; this test keeps the domains
 * from going round in circles, which no lint rule can see.
 */
const SRC = path.resolve(import.meta.dirname);
const IMPORT = /from\s+['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The unit a file belongs to: `modules/<name>`, `platform/<name>`, `tooling/<name>`, or its top folder. */
function unitOf(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  if (['modules', 'platform', 'tooling'].includes(parts[0] ?? '') && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts.length > 1 ? (parts[0] ?? '') : `root/${parts[0]}`;
}

function dependencyGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    const from = unitOf(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = unitOf(path.resolve(path.dirname(file), specifier ?? ''));
      if (to === from) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** Every cycle among domain modules, each once, as a path a → b → … → a. */
function moduleCycles(graph: Map<string, Set<string>>): string[] {
  const isModule = (unit: string) => unit.startsWith('modules/');
  const cycles = new Set<string>();
  const walk = (start: string, at: string, trail: string[]) => {
    for (const next of graph.get(at) ?? []) {
      if (!isModule(next)) continue;
      if (next === start) {
        const ring = [...trail];
        const first = ring.indexOf([...ring].sort()[0] ?? '');
        cycles.add([...ring.slice(first), ...ring.slice(0, first), ring[first]].join(' → '));
      } else if (!trail.includes(next) && next > start) {
        walk(start, next, [...trail, next]);
      }
    }
  };
  for (const unit of graph.keys()) if (isModule(unit)) walk(unit, unit, [unit]);
  return [...cycles].sort();
}

describe('module graph', () => {
  const graph = dependencyGraph();

  it('has no import cycle between domain modules', () => {
    expect(moduleCycles(graph)).toEqual([]);
  });

  it('keeps the platform and the database below every domain', () => {
    const low = ['auth', 'db', 'http', 'infra', 'plugins'];
    const upward = [...graph].flatMap(([from, targets]) =>
      low.includes(from) || from.startsWith('platform/')
        ? [...targets]
            .filter((to) => to.startsWith('modules/') || to.startsWith('tooling/'))
            .map((to) => `${from} → ${to}`)
        : [],
    );
    expect(upward).toEqual([]);
  });

  it('finds a cycle when there is one (the check can fail)', () => {
    const ring = new Map([
      ['modules/a', new Set(['modules/b'])],
      ['modules/b', new Set(['modules/c', 'db'])],
      ['modules/c', new Set(['modules/a'])],
    ]);
    expect(moduleCycles(ring)).toEqual(['modules/a → modules/b → modules/c → modules/a']);
  });
});
