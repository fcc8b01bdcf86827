import { DEFAULT_TENANT } from '@kira/core/constants';
import { Badge, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { AccessLevelsTable } from '../../../components/access-levels-table.tsx';
import { planLabel } from '../../../components/plan-label.ts';
import { useAuthContext } from '../../auth/auth-context.tsx';

/** The company the user works in now, their title there and their access levels. */
export function CompanyCard() {
  const { company, customClaims, profile } = useAuthContext();
  if (!company) {
    return <Text c="dimmed">Your company details are on their way...</Text>;
  }
  return (
    <Paper withBorder p="lg" radius="md" data-testid="company-card">
      <Stack gap="md">
        <Group gap="sm" align="center">
          <Title order={2} size="h3">
            {company.name}
          </Title>
          <Badge variant="light">{planLabel(customClaims?.subscription)} plan</Badge>
        </Group>
        <Text size="sm">
          Tenant ID <Code>{company.tenantId}</Code>
          {profile?.title ? (
            <>
              {' · '}Your title: <strong>{profile.title}</strong>
            </>
          ) : null}
        </Text>
        {company.tenantId === DEFAULT_TENANT ? (
          <Text size="sm">
            This is the demo company every new account starts in: look around freely, with read
            access.
          </Text>
        ) : null}
        <AccessLevelsTable
          levels={customClaims?.accessLevel ?? []}
          caption="Your access levels here"
        />
      </Stack>
    </Paper>
  );
}
