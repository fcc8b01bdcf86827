import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { allows } from '../../../lib/auth/abilities.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { dashboardLinks } from '../dashboard-links.ts';

/** A company without documents yet: what the figures will be, and where to begin. */
export function EmptyDashboard() {
  const { abilities } = useAuthContext();
  return (
    <Paper withBorder p="lg" radius="md" data-testid="empty-dashboard">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          No invoices yet
        </Title>
        <Text>
          Once you issue invoices, receipts and expenses, this page shows what customers owe,
          revenue this month and this year, cash received, expenses by category and twelve months of
          revenue against expenses.
        </Text>
        {allows(abilities, 'finance.write') ? (
          <Button component={Link} to={dashboardLinks.newInvoice()}>
            Create your first invoice
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
