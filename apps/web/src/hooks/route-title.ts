import { useMatches } from 'react-router';
import { type MemberMessageId, useMemberT } from '../i18n/areas/member.ts';
import { useT } from '../i18n/language-provider.tsx';

/**
 * What a route declares about itself in its `handle`; pages that are only a heading read the title
 * from it: the id of its message in the member catalog (docs/product.md#languages), shown in the language shown.
 */
export type RouteHandle = { titleId: MemberMessageId };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).titleId === 'string';
}

/** The title of the deepest matched route that names one, in the language shown. */
export function useRouteTitle(): string {
  const t = useT();
  const memberT = useMemberT();
  const handle = useMatches().findLast((match) => isRouteHandle(match.handle))?.handle;
  return isRouteHandle(handle) ? memberT(handle.titleId) : t('first.productName');
}
