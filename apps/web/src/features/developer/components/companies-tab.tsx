import { Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { ListPager } from '../../../components/list/list-pager.tsx';
import { SearchField } from '../../../components/list/search-field.tsx';
import { planLabel } from '../../../components/plan-label.ts';
import { QueryStatus } from '../../../components/query-status.tsx';
import { TableScroller } from '../../../components/table-scroller.tsx';
import { useDeveloperCompanies } from '../api/developer-queries.ts';
import { formatBytes } from '../format-bytes.ts';

/** Every company of the server: its plan, members, documents this month and storage. */
export function CompaniesTab() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useDeveloperCompanies(q, page);
  const data = query.data;
  return (
    <Stack gap="md">
      <SearchField
        label="Search companies"
        placeholder="A part of the name, or a tenant id"
        value={q}
        onSearch={(value) => {
          setQ(value);
          setPage(1);
        }}
      />
      <QueryStatus query={query} failureText="Could not load the companies" />
      {data ? (
        <>
          <TableScroller minWidth={860} label="Companies">
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Company</Table.Th>
                  <Table.Th scope="col">Tenant id</Table.Th>
                  <Table.Th scope="col">Plan</Table.Th>
                  <Table.Th scope="col">Members</Table.Th>
                  <Table.Th scope="col">Documents this month</Table.Th>
                  <Table.Th scope="col">Storage</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((company) => (
                  <Table.Tr key={company.tenantId}>
                    <Table.Th scope="row" fw={500}>
                      {company.name}
                      {company.isPlatform ? ' (platform)' : ''}
                      {company.isReadOnly ? ' (read-only)' : ''}
                    </Table.Th>
                    <Table.Td>{company.tenantId}</Table.Td>
                    <Table.Td>
                      {planLabel(company.plan)}
                      {company.trialEndsAt ? ' (trial)' : ''}
                    </Table.Td>
                    <Table.Td>{company.members}</Table.Td>
                    <Table.Td>{company.documentsThisMonth}</Table.Td>
                    <Table.Td>{formatBytes(company.storageBytes)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
          <ListPager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            totalCapped={data.total >= 10_000}
            noun="companies"
            onPage={setPage}
          />
        </>
      ) : null}
    </Stack>
  );
}
