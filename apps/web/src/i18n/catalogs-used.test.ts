import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_SENTENCES } from '@scouting/contract/sentences';
import { describe, expect, it } from 'vitest';

/**
 * The other half of catalogs.test.ts (missing and malformed messages): no message is kept that
 * nothing says. A message outlives its page when a feature is reworded or moved to another area, and
 * a translator then keeps five translations of a sentence no one reads.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The product's code (tests and journeys excluded: a sentence only a test names is not said). */
function sourceOf(...patterns: string[]): string {
  return patterns
    .flatMap((pattern) => globSync(pattern, { cwd: ROOT }))
    .filter((file) => !/\.test\.tsx?$|[\\/]e2e[\\/]/.test(file))
    .map((file) => readFileSync(path.join(ROOT, file), 'utf8'))
    .join('\n');
}

const WEB_SOURCE = sourceOf('apps/web/src/**/*.{ts,tsx}', 'apps/web/public/**/*.html');
const PRODUCT_SOURCE = `${WEB_SOURCE}\n${sourceOf('apps/server/src/**/*.ts', 'packages/contract/src/**/*.ts')}`;

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The ids a source names: each quoted whole, and each built in a template literal
 * (`scouting.via.${via}`), which stands for every id of its shape.
 */
function namedIds(source: string): { literal: (id: string) => boolean; built: RegExp[] } {
  const built = [...source.matchAll(/`([\w-]+\.[^`\s]*?\$\{[^`\s]*)`/g)].map(
    ([, template = '']) =>
      new RegExp(
        `^${template
          .split(/\$\{[^}]*\}/)
          .map(escapeForPattern)
          .join('.+')}$`,
      ),
  );
  return { literal: (id) => new RegExp(`['"\`]${escapeForPattern(id)}['"\`]`).test(source), built };
}

function unusedIds(ids: string[], source: string): string[] {
  const { literal, built } = namedIds(source);
  return ids.filter((id) => !literal(id) && !built.some((pattern) => pattern.test(id)));
}

const idsOf = (pattern: string) =>
  globSync(pattern, { cwd: ROOT }).flatMap((file) =>
    Object.keys(JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'))),
  );

describe('every message is said somewhere', () => {
  it('in the pages: each id of the web’s catalogs', () => {
    expect(unusedIds(idsOf('apps/web/src/i18n/catalogs/{,*/}en.json'), WEB_SOURCE)).toEqual([]);
  });

  it('in the bell and the mails: each id of the server’s catalogs', () => {
    expect(unusedIds(idsOf('packages/contract/catalogs/*/en.json'), PRODUCT_SOURCE)).toEqual([]);
  });

  it('in the contract’s rules and pages: each of its sentences, by its group', () => {
    // A group is also named by another name: `OPPORTUNITY_DETAIL_MESSAGES as DETAIL`, and the first
    // screen's sentences are MESSAGES' own.
    const names = new Map<string, Set<string>>();
    const nameGroup = (group: string, name: string) => names.set(group, (names.get(group) ?? new Set()).add(name));
    for (const [, group = '', alias = ''] of PRODUCT_SOURCE.matchAll(/\b(\w*MESSAGES)\s+as\s+(\w+)/g))
      nameGroup(group, alias);
    nameGroup('MESSAGES', 'FIRST_SCREEN_MESSAGES');
    const unused = Object.keys(CONTRACT_SENTENCES).filter((id) => {
      const [group = '', key = ''] = id.split('.');
      const groupNames = [group, ...(names.get(group) ?? [])];
      return !groupNames.some((name) =>
        new RegExp(`\\b${name}(\\.${escapeForPattern(key)}\\b|\\[|\\))`).test(PRODUCT_SOURCE),
      );
    });
    expect(unused).toEqual([]);
  });
});
