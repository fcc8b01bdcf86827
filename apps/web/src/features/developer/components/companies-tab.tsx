import type { DeveloperCompany } from '@kira/core/developer-api';
import { Button, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { SearchField } from '../../../components/list/search-field.tsx';
import { planLabel } from '../../../components/plan-label.ts';
import { QueryStatus } from '../../../components/query-status.tsx';
import { useDeveloperCompanies } from '../api/developer-queries.ts';
import { formatBytes } from '../format-bytes.ts';
import { PagedTable, useSearchAndPage } from './paged-table.tsx';
import { RaiseLimitsModal } from './raise-limits-modal.tsx';

/** Every company of the server: its plan, members, documents this month and storage. */
export function CompaniesTab() {
  const { q, page, search, setPage } = useSearchAndPage();
  const [raising, setRaising] = useState<DeveloperCompany | null>(null);
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
          head={[
            'Company',
            'Tenant id',
            'Plan',
            'Members',
            'Documents this month',
            'Storage',
            'Limits',
          ].map((heading) => (
            <Table.Th key={heading} scope="col">
              {heading}
            </Table.Th>
          ))}
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
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setRaising(company)}
                  aria-label={`Raise the limits of ${company.name}`}
                >
                  {Object.keys(company.overrides).length > 0 ? 'Raised' : 'Raise'}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </PagedTable>
      ) : null}
      {raising ? <RaiseLimitsModal company={raising} onClose={() => setRaising(null)} /> : null}
    </Stack>
  );
}
