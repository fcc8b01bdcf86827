import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListPage } from '../../lib/listing/list-page.ts';
import { QueryStatus } from '../query-status.tsx';
import { ListPager } from './list-pager.tsx';

interface ListResultsProps<T> {
  /** The query of the page shown (react-query's result). */
  query: {
    data: ListPage<T> | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
  };
  /** Said when loading fails without a message of its own, e.g. "Could not load the contacts". */
  failureText: string;
  /** What an empty list says (no rows, or none that match the filters), and its test id. */
  empty: { text: string; testId: string };
  page: number;
  pageSize: number;
  /** What the rows are, one and many: ["contact", "contacts"]. */
  noun: readonly [string, string];
  onPage: (page: number) => void;
  /** The table of the page's rows. */
  children: (items: T[]) => ReactNode;
}

/** A list's rows: loading, failure or emptiness said, else the table and the pager below it. */
export function ListResults<T>({
  query,
  failureText,
  empty,
  page,
  pageSize,
  noun,
  onPage,
  children,
}: ListResultsProps<T>) {
  const data = query.data;
  return (
    <>
      <QueryStatus query={query} failureText={failureText} />
      {data ? (
        <Stack gap="sm" aria-busy={query.isFetching}>
          {data.total === 0 ? (
            <Text role="status" data-testid={empty.testId}>
              {empty.text}
            </Text>
          ) : (
            <Paper withBorder radius="md">
              {children(data.items)}
            </Paper>
          )}
          {data.total > 0 ? (
            <ListPager
              page={page}
              pageSize={pageSize}
              total={data.total}
              totalCapped={data.totalCapped}
              noun={data.total === 1 ? noun[0] : noun[1]}
              onPage={onPage}
            />
          ) : null}
        </Stack>
      ) : null}
    </>
  );
}
