import type { Plugin } from 'vite';

/** The lazy chunks a dashboard mounts once its first screen is shown (src/components/deferred.tsx). */
const BELOW_THE_FOLD_CHUNK = /(?:^|[\\/])[a-z]+-dashboard-sections-[\w-]+\.js$/;

/**
 * What Vite's dynamic-import helper preloads for `chunk` (`build.modulePreload.resolveDependencies`,
 * decision 039). A dashboard's sections below its first screen load their ~35 chunks through the
 * browser's own module graph, not through ~35 preload links appended in the task that mounts them
 * (a 15–30 ms task on Lighthouse's phone, decision 039). Their styles still come through the helper,
 * which is what loads a lazy chunk's CSS. Pages keep their preloads: a click on a link waits for one
 * round trip, not one per level of imports.
 */
export function modulePreloads(chunk: string, dependencies: string[]): string[] {
  return BELOW_THE_FOLD_CHUNK.test(chunk) ? dependencies.filter((file) => file.endsWith('.css')) : dependencies;
}

/**
 * Why the filter above would apply to nothing in a build of these files, or null when it applies:
 * it knows the dashboards' sections by their chunk names (`<x>-dashboard-sections-<hash>.js`, the
 * names of src/pages/*-dashboard-sections.tsx), so a rename would silently bring the preload links
 * back (decision 039).
 */
export function belowTheFoldChunksMissing(fileNames: readonly string[]): string | null {
  const scripts = fileNames.filter((name) => name.endsWith('.js'));
  if (scripts.length === 0 || scripts.some((name) => BELOW_THE_FOLD_CHUNK.test(name))) return null;
  return (
    `No chunk matches ${BELOW_THE_FOLD_CHUNK}: the dashboards' lower sections would get their script preloads ` +
    'back (decision 039). Rename the chunks back, or change the pattern in apps/web/build/module-preloads.ts.'
  );
}

/** Fails the build when the filter applies to no chunk of it. */
export function belowTheFoldChunksPresent(): Plugin {
  return {
    name: 'scouting:below-the-fold-chunks-present',
    apply: 'build',
    generateBundle(_options, bundle) {
      const missing = belowTheFoldChunksMissing(Object.keys(bundle));
      if (missing) this.error(missing);
    },
  };
}
