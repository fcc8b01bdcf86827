import { DEFAULT_TENANT } from '@kira/core/constants';
import { Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AccessLevelsTable } from '../../../components/access-levels-table.tsx';
import { planLabel } from '../../../components/plan-label.ts';
import { allows } from '../../../lib/auth/abilities.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';

/** The company the user works in now, their title there and their access levels. */
export function CompanyCard() {
  const { company, customClaims, profile, abilities } = useAuthContext();
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
        <Group gap="sm">
          {company.isReadOnly ? (
            <Button component={Link} to="/companies/new">
              Create your company
            </Button>
          ) : null}
          {allows(abilities, 'company.read') ? (
            <Button component={Link} to="/settings/company" variant="default">
              Company settings
            </Button>
          ) : null}
          {allows(abilities, 'members.read') ? (
            <Button component={Link} to="/settings/members" variant="default">
              Members
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
