import { Code, Stack, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AccessLevelsTable } from '../../../components/access-levels-table.tsx';
import { planLabel } from '../../../components/plan-label.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w={160}>
        {label}
      </Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children}</Table.Td>
    </Table.Tr>
  );
}

/** What Kira knows about the signed-in user: the profile, the company and the access levels. */
export function ProfileDetails() {
  const { user, profile, company, customClaims } = useAuthContext();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        Your profile
      </Title>
      <Table variant="vertical" withTableBorder maw={640} layout="fixed" data-testid="profile">
        <Table.Tbody>
          <Row label="Display name">{profile?.displayName ?? user.displayName ?? 'not set'}</Row>
          <Row label="Title">{profile?.title ?? 'not set'}</Row>
          <Row label="E-mail">{user.email}</Row>
          <Row label="E-mail verified">{user.emailVerified ? 'Yes' : 'Not yet'}</Row>
          <Row label="User ID">{profile ? <Code>{profile.userid}</Code> : 'unknown'}</Row>
          <Row label="Company">
            {company ? (
              <>
                {company.name} <Code>{company.tenantId}</Code>
              </>
            ) : (
              'unknown'
            )}
          </Row>
          <Row label="Plan">{planLabel(customClaims?.subscription)}</Row>
          <Row label="Date joined">{profile?.dateJoined ?? 'unknown'}</Row>
        </Table.Tbody>
      </Table>
      <AccessLevelsTable levels={customClaims?.accessLevel ?? profile?.accessLevel ?? []} />
    </Stack>
  );
}
