import type { Dashboard } from '@kira/core/dashboard';
import { formatSgd } from '@kira/core/format/money';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { dashboardLinks } from '../dashboard-links.ts';
import { FigureCard } from './figure-card.tsx';

export function QuotationsCard({
  quotations,
}: {
  quotations: NonNullable<Dashboard['quotations']>;
}) {
  const count = `${quotations.count} ${quotations.count === 1 ? 'quotation' : 'quotations'}`;
  return (
    <FigureCard
      title="Quotations awaiting an answer"
      figure={formatSgd(quotations.total)}
      to={dashboardLinks.quotationsAwaiting()}
      linkLabel={`Quotations awaiting an answer: ${count}, ${formatSgd(quotations.total)}`}
    >
      <Text size="xs" c="dimmed">
        {count} issued, not yet accepted or declined
      </Text>
    </FigureCard>
  );
}

interface TopCustomersProps {
  customers: NonNullable<Dashboard['topCustomers']>;
  today: string;
}

/** The customers with the most revenue this year: each opens their invoices. */
export function TopCustomersCard({ customers, today }: TopCustomersProps) {
  const yearStart = `${today.slice(0, 4)}-01-01`;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Top customers this year
        </Title>
        {customers.length === 0 ? (
          <Text size="sm" c="dimmed">
            No revenue from customers this year yet.
          </Text>
        ) : (
          <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {customers.map((customer) => (
              <Group key={customer.contactId} component="li" justify="space-between" gap="xs">
                <Text size="sm" truncate="end" maw="60%">
                  {customer.name}
                </Text>
                <Anchor
                  component={Link}
                  to={dashboardLinks.customerInvoices(customer.contactId, yearStart, today)}
                  size="sm"
                  aria-label={`${customer.name}: ${formatSgd(customer.revenue)}`}
                >
                  {formatSgd(customer.revenue)}
                </Anchor>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
