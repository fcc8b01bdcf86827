import type { DeveloperUser } from '@kira/core/developer-api';
import { Badge, Button, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { accessRows } from '../../../components/access-level-labels.ts';
import { SearchField } from '../../../components/list/search-field.tsx';
import { QueryStatus } from '../../../components/query-status.tsx';
import { useDeveloperUsers } from '../api/developer-queries.ts';
import { PagedTable, useSearchAndPage } from './paged-table.tsx';
import { SetClaimsModal } from './set-claims-modal.tsx';

/** Every user with their claims in their active company, and a form to set them. */
export function UsersTab() {
  const { q, page, search, setPage } = useSearchAndPage();
  const [editing, setEditing] = useState<DeveloperUser | null>(null);
  const query = useDeveloperUsers(q, page);
  const data = query.data;
  return (
    <Stack gap="md">
      <SearchField
        label="Search users"
        placeholder="A part of the name or e-mail, or a user id"
        value={q}
        onSearch={search}
      />
      <QueryStatus query={query} failureText="Could not load the users" />
      {data ? (
        <PagedTable
          data={data}
          noun="users"
          onPage={setPage}
          head={['User', 'Active company', 'Levels', 'Claims'].map((heading) => (
            <Table.Th key={heading} scope="col">
              {heading}
            </Table.Th>
          ))}
        >
          {data.items.map((user) => (
            <Table.Tr key={user.userUid}>
              <Table.Th scope="row" fw={500}>
                {user.name}
                <br />
                {user.email}
                {user.isDeveloper ? (
                  <Badge ml="xs" size="sm" color="grape" variant="light">
                    Developer
                  </Badge>
                ) : null}
                {user.emailVerified ? null : (
                  <Badge ml="xs" size="sm" color="gray" variant="light">
                    Not verified
                  </Badge>
                )}
              </Table.Th>
              <Table.Td>
                {user.companyName} ({user.tenantId})
              </Table.Td>
              <Table.Td>
                {accessRows(user.accessLevel)
                  .map(({ department, level }) => `${department}: ${level}`)
                  .join(', ')}
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setEditing(user)}
                  aria-label={`Set the claims of ${user.name}`}
                >
                  Set claims
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </PagedTable>
      ) : null}
      {editing ? <SetClaimsModal user={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
