import type { Plugin } from 'vite';

/** One edit: the exact text it replaces, so an upgrade of Mantine that changes it fails the build. */
type Edit = { find: string; replace: string };
type Patch = { module: RegExp; edits: Edit[] };

const lines = (...text: string[]) => text.join('\n');

/**
 * Mantine's components set state while React commits them (decision 040). A state update from a
 * layout effect or a ref is synchronous, and React then runs every passive effect of that commit
 * (each query's subscription and first request, for one) in the same task, before it re-renders:
 * a dashboard's first commit was one task of 40–90 ms on Lighthouse's phone (decision 040).
 */
const PATCHES: Patch[] = [
  {
    // useId swapped React's id for a random one after mount, for React versions before useId: every
    // input, dialog and popover rendered twice. React's id is unique in our one root.
    module: /@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/,
    edits: [
      {
        find: lines(
          // biome-ignore lint/suspicious/noTemplateCurlyInString: Mantine's source, a template literal in it.
          '\tconst [uuid, setUuid] = useState(`mantine-${reactId.replace(/:/g, "")}`);',
          '\tconst hasInitializedRef = useRef(false);',
          '\tuseIsomorphicEffect(() => {',
          '\t\tif (hasInitializedRef.current) return;',
          '\t\thasInitializedRef.current = true;',
          '\t\tsetUuid(randomId());',
          '\t}, []);',
        ),
        // biome-ignore lint/suspicious/noTemplateCurlyInString: Mantine's source, a template literal in it.
        replace: '\tconst uuid = `mantine-${reactId.replace(/:/g, "")}`;',
      },
    ],
  },
  {
    // Portal found its node only after mount, for server rendering, and rendered its children in a
    // second pass. In a browser the shared node (Mantine's default) is found while rendering; a portal
    // with a target or a node of its own keeps Mantine's way.
    module: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]Portal[\\/]Portal\.mjs$/,
    edits: [
      {
        find: lines('\tconst [mounted, setMounted] = useState(false);', '\tconst nodeRef = useRef(null);'),
        replace: lines(
          '\tconst nodeRef = useRef(null);',
          '\tif (nodeRef.current === null && !target && reuseTargetNode) nodeRef.current = getTargetNode({ reuseTargetNode, ...others });',
          '\tconst [mounted, setMounted] = useState(nodeRef.current !== null);',
        ),
      },
    ],
  },
  {
    // A popover's target (every Select, Menu and Popover, open or not) stored its element in state from
    // its ref, for positioning. That update now comes in React's background lane: a closed popover has
    // nothing to place, and an opened one places itself from its dropdown's ref as before.
    module: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]Popover[\\/]Popover\.mjs$/,
    edits: [
      {
        find: 'import { useCallback, useRef, useState } from "react";',
        replace: 'import { startTransition, useCallback, useRef, useState } from "react";',
      },
      {
        find: lines(
          '\tconst reference = useCallback((node) => {',
          '\t\tsetTargetNode(node);',
          '\t\tpopover.floating.refs.setReference(node);',
          '\t}, [popover.floating.refs.setReference]);',
        ),
        replace: lines(
          '\tconst reference = useCallback((node) => {',
          '\t\tstartTransition(() => {',
          '\t\t\tsetTargetNode(node);',
          '\t\t\tpopover.floating.refs.setReference(node);',
          '\t\t});',
          '\t}, [popover.floating.refs.setReference]);',
        ),
      },
    ],
  },
];

/**
 * `code` with the edits of the patch for module `id`, or null when no patch is for it. Throws when a
 * text the patch replaces is no longer there.
 */
export function patchMantineModule(code: string, id: string): { patch: Patch; code: string } | null {
  const patch = PATCHES.find(({ module }) => module.test(id));
  if (!patch) return null;
  let patched = code;
  for (const { find } of patch.edits) {
    if (!patched.includes(find)) {
      throw new Error(`${id} no longer has a text build/mantine-mount-patches.ts replaces: review the patch.`);
    }
  }
  // A function, so a `$` in the new text (Mantine source, template literals) is never read as a pattern.
  for (const { find, replace } of patch.edits) patched = patched.replace(find, () => replace);
  return { patch, code: patched };
}

/** The modules PATCHES edit, for a test that each is found in the installed Mantine. */
export const PATCHED_MODULES = PATCHES.map(({ module }) => module);

/**
 * Applies PATCHES to Mantine's modules in the production build (the dev server pre-bundles Mantine
 * untouched, which only costs it the extra renders). A patch whose text is gone stops the build.
 */
export function mantineMountPatches(): Plugin {
  const applied = new Set<Patch>();
  return {
    name: 'mantine-mount-patches',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      try {
        const result = patchMantineModule(code, id);
        if (!result) return null;
        applied.add(result.patch);
        return { code: result.code, map: null };
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
    buildEnd(error) {
      if (error) return;
      const missed = PATCHES.filter((patch) => !applied.has(patch)).map(({ module }) => module);
      if (missed.length > 0) this.error(`Mantine modules not found to patch: ${missed.join(', ')}`);
    },
  };
}
