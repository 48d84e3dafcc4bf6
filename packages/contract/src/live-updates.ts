/**
 * GET /api/events (decision 017): the Server-Sent Events a signed-in member's pages receive. The
 * 10 s poll (docs/product.md#notifications) stays the contract; these only bring its answers sooner.
 */
export const LIVE_EVENTS_PATH = '/api/events';
