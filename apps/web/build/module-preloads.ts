/** The lazy chunks a dashboard mounts once its first screen is shown (src/components/deferred.tsx). */
const BELOW_THE_FOLD_CHUNK = /(?:^|[\\/])[a-z]+-dashboard-sections-[\w-]+\.js$/;

/**
 * What Vite's dynamic-import helper preloads for `chunk` (`build.modulePreload.resolveDependencies`,
 * decision 039). A dashboard's sections below its first screen load their ~35 chunks through the
 * browser's own module graph, not through ~35 preload links appended in the task that mounts them
 * (a 15–30 ms task on Lighthouse's phone, issue 30 §1). Their styles still come through the helper,
 * which is what loads a lazy chunk's CSS. Pages keep their preloads: a click on a link waits for one
 * round trip, not one per level of imports.
 */
export function modulePreloads(chunk: string, dependencies: string[]): string[] {
  return BELOW_THE_FOLD_CHUNK.test(chunk) ? dependencies.filter((file) => file.endsWith('.css')) : dependencies;
}
