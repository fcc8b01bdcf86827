import { Table } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ListPager } from '../../../components/list/list-pager.tsx';
import { TableScroller } from '../../../components/table-scroller.tsx';

/** A developer list's search and page, the page going back to 1 with each new search. */
export function useSearchAndPage() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const search = (value: string) => {
    setQ(value);
    setPage(1);
  };
  return { q, page, search, setPage };
}

interface PagedTableProps {
  data: { page: number; pageSize: number; total: number };
  /** What the rows are, e.g. "companies"; also the table's label. */
  noun: string;
  head: ReactNode;
  onPage: (page: number) => void;
  children: ReactNode;
}

/** A page of a developer list: its table (scrolled sideways on a phone) and the pager. */
export function PagedTable({ data, noun, head, onPage, children }: PagedTableProps) {
  return (
    <>
      <TableScroller minWidth={860} label={noun}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </TableScroller>
      <ListPager
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        totalCapped={data.total >= 10_000}
        noun={noun}
        onPage={onPage}
      />
    </>
  );
}
