import { Stack, Table } from '@mantine/core';
import { SearchField } from '../../../components/list/search-field.tsx';
import { planLabel } from '../../../components/plan-label.ts';
import { QueryStatus } from '../../../components/query-status.tsx';
import { useDeveloperCompanies } from '../api/developer-queries.ts';
import { formatBytes } from '../format-bytes.ts';
import { PagedTable, useSearchAndPage } from './paged-table.tsx';

/** Every company of the server: its plan, members, documents this month and storage. */
export function CompaniesTab() {
  const { q, page, search, setPage } = useSearchAndPage();
  const query = useDeveloperCompanies(q, page);
  const data = query.data;
  return (
    <Stack gap="md">
      <SearchField
        label="Search companies"
        placeholder="A part of the name, or a tenant id"
        value={q}
        onSearch={search}
      />
      <QueryStatus query={query} failureText="Could not load the companies" />
      {data ? (
        <PagedTable
          data={data}
          noun="companies"
          onPage={setPage}
          head={['Company', 'Tenant id', 'Plan', 'Members', 'Documents this month', 'Storage'].map(
            (heading) => (
              <Table.Th key={heading} scope="col">
                {heading}
              </Table.Th>
            ),
          )}
        >
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
        </PagedTable>
      ) : null}
    </Stack>
  );
}
