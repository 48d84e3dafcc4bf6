import { Alert, Button, Group } from '@mantine/core';
import { type ReactNode, useDeferredValue } from 'react';
import { errorMessage } from '../api/client.ts';
import { useMemberT } from '../i18n/areas/member.ts';
import { useSentence } from '../i18n/sentences.ts';
import { ListError, ListSkeleton } from './list-states.tsx';

/**
 * What PagedList reads of a query: a `useInfiniteQuery` result (the paged lists) or a `useQuery`
 * one (the short lists with a fixed limit) both fit.
 */
export type ListQuery<Data> = {
  data: Data | undefined;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
  hasNextPage?: boolean;
  fetchNextPage?: () => unknown;
  isFetchingNextPage?: boolean;
  isFetchNextPageError?: boolean;
};

type PagedListProps<Data, Item> = {
  query: ListQuery<Data>;
  /** The items of the loaded data, e.g. `(data) => data.pages.flatMap((page) => page.requests)`. */
  items: (data: Data) => Item[];
  /** The accessible name of the skeleton ("Loading …"). */
  loadingLabel: string;
  /** The skeleton's rows and their height, or a skeleton of the list's own shape. */
  skeletonRows?: number;
  skeletonHeight?: number;
  skeleton?: ReactNode;
  /** The product's sentence for a failed load (the contract's sentences are shown translated); without it, what the server said. */
  errorText?: string;
  /** A heading for the failure, with the server's words under it. */
  errorTitle?: string;
  /** What to show for no items (say what to do next); without it the children get the empty list. */
  empty?: ReactNode;
  /** The 'Load more' button's text (in the language shown without it) and where it sits. */
  loadMoreLabel?: string;
  loadMoreAlign?: 'start' | 'center' | 'stretch';
  children: (items: Item[]) => ReactNode;
};

/**
 * The scaffolding every list repeats: the skeleton while loading, the error with a retry, the empty
 * state, the items, and 'Load more' while the server has another page (CONVENTIONS: every list has
 * a loading, an empty and an error state). Once data is there it stays on screen: a failed next
 * page shows an alert under the items instead of replacing them.
 */
export function PagedList<Data, Item>({
  query,
  items,
  loadingLabel,
  skeletonRows,
  skeletonHeight,
  skeleton,
  errorText,
  errorTitle,
  empty,
  loadMoreLabel,
  loadMoreAlign = 'center',
  children,
}: PagedListProps<Data, Item>) {
  const t = useMemberT();
  const sentence = useSentence();
  const failure = () => sentence(errorText ?? errorMessage(query.error));
  // New items render in React's background lane, in slices between frames: a page of cards arriving
  // no longer blocks the page in one long task (decision 015). Until that render is done the list shows
  // what it showed before.
  const data = useDeferredValue(query.data);
  if (data === undefined) {
    if (query.isError) {
      return (
        <ListError
          title={errorTitle === undefined ? undefined : sentence(errorTitle)}
          message={failure()}
          onRetry={() => query.refetch()}
        />
      );
    }
    return skeleton ?? <ListSkeleton label={loadingLabel} rows={skeletonRows} height={skeletonHeight} />;
  }
  const all = items(data);
  if (all.length === 0 && empty !== undefined) return empty;
  const loadMore = query.hasNextPage ? (
    <Button
      variant="default"
      onClick={() => query.fetchNextPage?.()}
      loading={query.isFetchingNextPage ?? false}
      style={loadMoreAlign === 'center' ? { alignSelf: 'center' } : undefined}
      fullWidth={loadMoreAlign === 'stretch'}
    >
      {loadMoreLabel ?? t('member.loadMore')}
    </Button>
  ) : null;
  return (
    <>
      {children(all)}
      {loadMore && loadMoreAlign === 'start' ? <Group>{loadMore}</Group> : loadMore}
      {query.isFetchNextPageError ? <Alert color="red">{failure()}</Alert> : null}
    </>
  );
}
