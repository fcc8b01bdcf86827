import { formatPrice } from '@kira/core/format/money';
import type { Product, ProductSortField } from '@kira/core/products';
import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SortableHeader } from '../../../components/list/sortable-header.tsx';
import { TableScroller } from '../../../components/table-scroller.tsx';
import { toggleSort } from '../../../lib/listing/sort-order.ts';
import { productTypeLabel, taxCodeLabel } from '../product-labels.ts';
import type { ProductSort } from '../product-list-params.ts';
import { productPath } from '../product-paths.ts';

interface ProductsTableProps {
  products: readonly Product[];
  sort: ProductSort;
  onSort: (sort: ProductSort) => void;
}

/** One page of products and services; a click on a row (or its code, by keyboard) opens it. */
export function ProductsTable({ products, sort, onSort }: ProductsTableProps) {
  const navigate = useNavigate();
  const header = (field: ProductSortField, label: string, align?: 'right') => (
    <SortableHeader
      field={field}
      sort={sort}
      align={align}
      onSort={(clicked) => onSort(toggleSort(sort, clicked))}
    >
      {label}
    </SortableHeader>
  );

  function openRow(event: MouseEvent, product: Product) {
    if ((event.target as HTMLElement).closest('a')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(productPath(product.id));
  }

  return (
    <TableScroller minWidth={820} label="Products and services">
      <Table verticalSpacing="sm" highlightOnHover data-testid="products-table">
        <Table.Thead>
          <Table.Tr>
            {header('code', 'Code')}
            {header('name', 'Name')}
            {header('type', 'Type')}
            <Table.Th scope="col">Unit</Table.Th>
            {header('sellingPrice', 'Selling price', 'right')}
            <Table.Th scope="col">Tax code</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => (
            <Table.Tr
              key={product.id}
              data-testid="product-row"
              onClick={(event) => openRow(event, product)}
              style={{ cursor: 'pointer' }}
            >
              <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                <Anchor
                  component={Link}
                  to={productPath(product.id)}
                  fw={600}
                  size="sm"
                  underline="hover"
                >
                  {product.code}
                </Anchor>
              </Table.Th>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm">{product.name}</Text>
                  {product.active ? null : (
                    <Badge size="xs" variant="outline" color="ink.7">
                      Retired
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{productTypeLabel(product.type)}</Table.Td>
              <Table.Td>{product.unit}</Table.Td>
              <Table.Td
                ta="right"
                style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
              >
                {formatPrice(product.sellingPrice)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} title={taxCodeLabel(product.taxCode)}>
                {product.taxCode} · {taxCodeLabel(product.taxCode)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
