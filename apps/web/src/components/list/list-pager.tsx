import { Group, Pagination, Text } from '@mantine/core';

interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The server counted no further: there are at least `total` rows. */
  totalCapped?: boolean;
  /** What the rows are, e.g. "contacts". */
  noun: string;
  onPage: (page: number) => void;
}

function count(value: number): string {
  return value.toLocaleString('en-SG');
}

/** "Showing 51–100 of 230 contacts" (or "of 1,050+") and the page numbers. */
export function ListPager({
  page,
  pageSize,
  total,
  totalCapped = false,
  noun,
  onPage,
}: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" role="status" data-testid="list-range">
        {total === 0
          ? `No ${noun}`
          : `Showing ${count(first)}–${count(last)} of ${count(total)}${totalCapped ? '+' : ''} ${noun}`}
      </Text>
      {pages > 1 ? (
        <nav aria-label="Pages">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            size="sm"
            siblings={1}
            getItemProps={(item) => ({
              'aria-label': `Page ${item}`,
              'aria-current': item === page ? 'page' : undefined,
            })}
            getControlProps={(control) => ({
              'aria-label': control === 'next' ? 'Next page' : 'Previous page',
            })}
          />
        </nav>
      ) : null}
    </Group>
  );
}
