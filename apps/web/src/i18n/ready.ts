/**
 * A promise React's `use()` reads at once, marked fulfilled the way React marks the promises it has
 * tracked. A catalog hook always calls `use()` (with this once its catalog is there): a `use()` that
 * is called on the render that suspends and skipped on the render React replays after the promise
 * resolved changes the component's hooks under React's feet (React error #467, seen in a journey).
 */
export const READY: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
