import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiErrorMessage, isNotFound, isTimedOut } from '../lib/api-errors';
import { useRouteId } from '../lib/route-id';
import { PageError, PageLoader } from './page-states';

/**
 * What a screen shows of one read: the loader while it is pending, its failure with a retry (the server's words,
 * else `failed`), else what `children` make of the data. With `notFound`, a missing id (`missing`) or a 404
 * shows that instead of the failure.
 */
export function QueryView<T>({
  query,
  failed,
  serverMessage = true,
  missing = false,
  notFound,
  loading = <PageLoader />,
  children,
}: {
  query: UseQueryResult<T>;
  failed: string;
  /** What shows while the read is pending: the page's loader unless a card has its own (SkeletonRows). */
  loading?: ReactNode;
  /** false: `failed` whatever the server said; a read given up as too slow still says so, its retry being the cure. */
  serverMessage?: boolean;
  missing?: boolean;
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (notFound && (missing || (query.isError && isNotFound(query.error)))) return notFound;
  if (query.isPending) return loading;
  // A failed refresh keeps what was already shown (the offline banner says it may be out of date).
  if (query.isError && query.data === undefined)
    return (
      <PageError
        message={serverMessage || isTimedOut(query.error) ? apiErrorMessage(query.error, failed) : failed}
        onRetry={() => void query.refetch()}
      />
    );
  return children(query.data as T);
}

/**
 * An update page's record, read by the id in its route (`param`): `notFound` for an id that cannot be one or a
 * 404, else QueryView's states around what `children` make of the record. `read` is the record's query hook.
 */
export function RouteRecord<T>({
  read,
  param,
  failed,
  notFound,
  children,
}: {
  read: (id: number | null) => UseQueryResult<T>;
  param?: string;
  failed: string;
  notFound: ReactNode;
  children: (record: T) => ReactNode;
}) {
  const id = useRouteId(param);
  return (
    <QueryView query={read(id)} failed={failed} missing={id === null} notFound={notFound}>
      {children}
    </QueryView>
  );
}
