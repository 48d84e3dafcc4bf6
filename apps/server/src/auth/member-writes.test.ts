import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Cached callers go stale only through member-writes.ts (decision 045): a write to the member,
 * agent or player rows anywhere else could leave a suspended member, a revoked agent or a minor
 * whose parent refused acting on their old state until the cache entry expired. Tests set up their
 * rows outside a request, where no cache has seen them yet, and may write directly.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const WRITE_HELPERS = path.join(SRC, 'auth', 'member-writes.ts');
const DIRECT_WRITE =
  /\.update\(\s*(members|agents|players)\s*,?\s*\)|\bupdate\s+"?(members|agents|players)"?\s+set\b/gi;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

export function directMemberWrites(files: { name: string; text: string }[]): string[] {
  return files.flatMap(({ name, text }) =>
    [...text.matchAll(DIRECT_WRITE)].map((match) => `${name}: ${match[0].replace(/\s+/g, ' ')}`),
  );
}

describe('writes to member rows', () => {
  it('go through the write helpers, which mark cached callers stale', () => {
    const files = sourceFiles(SRC)
      .filter((file) => file !== WRITE_HELPERS)
      .map((file) => ({ name: path.relative(SRC, file), text: readFileSync(file, 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(directMemberWrites(files)).toEqual([]);
  });

  it('recognises a direct write, in the query builder or in SQL', () => {
    const found = directMemberWrites([
      { name: 'a.ts', text: 'await tx\n  .update(\n    players,\n  )\n  .set({ parentConsent: "refused" })' },
      { name: 'b.ts', text: 'await db.execute(sql`UPDATE members SET suspended_at = now()`)' },
      { name: 'c.ts', text: 'await tx.update(messages).set({ readAt })' },
    ]);
    expect(found).toEqual(['a.ts: .update( players, )', 'b.ts: UPDATE members SET']);
  });
});
