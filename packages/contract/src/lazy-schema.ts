import type { z } from 'zod';

/**
 * In a browser, a schema built on its first use instead of when its module loads (decision 038).
 * Building zod schemas costs: loading the contract built all ~3000 of them, and the member pages'
 * shell evaluated half of its 40–60 ms task on a phone building schemas no page had asked for yet
 * (decision 038). A page now builds the few it parses with, when it parses.
 *
 * There the value stands for the schema in every way callers and zod's parsing use one (its
 * methods, `_zod`, `instanceof`, spreading its `shape`): a Proxy that builds it on the first property
 * read. What it cannot stand in for is identity: zod's JSON Schema output keys its work by the
 * schema objects and its closures hold the built one, not the Proxy. So the server, which documents
 * its API from these schemas (and builds them once, at start), gets the schema itself.
 */
// Building nothing until asked, a call has no effect of its own: the annotation lets the bundler
// drop a schema no page uses instead of keeping every module-level call (npm run size, decision 038).
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T extends z.ZodType>(build: () => T): T {
  if (typeof document === 'undefined') return build();
  let schema: T | undefined;
  const built = (): T => {
    schema ??= build();
    return schema;
  };
  // A plain object as the target: an extensible target with no own properties lets every trap below
  // answer for the built schema without breaking a Proxy invariant.
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(built(), key),
    set: (_target, key, value) => Reflect.set(built(), key, value),
    has: (_target, key) => Reflect.has(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      // The target has no such property, so the Proxy may only report it as configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(built(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(built(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  });
}
