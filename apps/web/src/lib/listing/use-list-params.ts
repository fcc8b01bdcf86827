import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters, sort and page kept in the address (so back, forward and reload keep them).
 * `update` changes some of them; a change that is not itself a page change goes back to page 1.
 * `replace` rewrites the current history entry instead of adding one (search as you type).
 */
export function useListParams<State extends { page: number }>(
  fromParams: (params: URLSearchParams) => State,
  toParams: (state: State) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => fromParams(params), [fromParams, params]);
  const update = useCallback(
    (change: Partial<State>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = { ...fromParams(current), ...change };
          if (change.page === undefined) next.page = 1;
          return toParams(next);
        },
        { replace: options.replace ?? false },
      );
    },
    [fromParams, toParams, setParams],
  );
  return [state, update] as const;
}
