import { MESSAGES } from '@scouting/contract/first-screen';
import { useMatches } from 'react-router';

/** What a route declares about itself in its `handle`; pages that are only a heading read the title from it. */
export type RouteHandle = { title: string };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** The title of the deepest matched route that names one. */
export function useRouteTitle(): string {
  const handle = useMatches().findLast((match) => isRouteHandle(match.handle))?.handle;
  return isRouteHandle(handle) ? handle.title : MESSAGES.productName;
}
