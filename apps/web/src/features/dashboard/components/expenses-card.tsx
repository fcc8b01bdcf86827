import type { Dashboard } from '@kira/core/dashboard';
import { formatSgd } from '@kira/core/format/money';
import { EXPENSE_CATEGORIES, labelOf } from '@kira/core/option-lists';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { dashboardLinks } from '../dashboard-links.ts';

/** This month's expenses, excluding GST, by category: each opens its expenses. */
export function ExpensesCard({
  expenses,
  today,
}: {
  expenses: NonNullable<Dashboard['expenses']>;
  today: string;
}) {
  const monthStart = `${today.slice(0, 7)}-01`;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4">
            Expenses this month
          </Title>
          <Anchor
            component={Link}
            to={dashboardLinks.expenses(monthStart, today)}
            fw={700}
            aria-label={`Expenses this month: ${formatSgd(expenses.total)}`}
          >
            {formatSgd(expenses.total)}
          </Anchor>
        </Group>
        {expenses.byCategory.length === 0 ? (
          <Text size="sm" c="dimmed">
            No expenses recorded this month.
          </Text>
        ) : (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {expenses.byCategory.map(({ category, amount }) => {
              const label = category ? labelOf(EXPENSE_CATEGORIES, category) : 'No category';
              return (
                <Group key={category ?? ''} component="li" justify="space-between" gap="xs">
                  <Text size="sm">{label}</Text>
                  <Anchor
                    component={Link}
                    to={dashboardLinks.expenses(monthStart, today, category)}
                    size="sm"
                    aria-label={`${label}: ${formatSgd(amount)}`}
                  >
                    {formatSgd(amount)}
                  </Anchor>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
