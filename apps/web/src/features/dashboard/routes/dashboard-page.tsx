import { Stack } from '@mantine/core';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageShell } from '../../../components/page-shell.tsx';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { nameOf } from '../../../lib/auth/me-to-auth.ts';
import { CompanyCard } from '../components/company-card.tsx';
import { greetingFor } from '../greeting.ts';

export function DashboardPage() {
  const { user } = useAuthContext();
  return (
    <PageShell size="lg" title={`${greetingFor(new Date())}, ${nameOf(user)}`}>
      <Stack gap="xl">
        <CompanyCard />
        <ComingSoon title="The dashboard's widgets arrive with the documents features">
          Once quotations, invoices, receipts and expenses are in Kira, this page shows receivables
          outstanding and overdue, revenue this month and this year, expenses by category, cash
          received, twelve months of revenue against expenses, quotations awaiting an answer and
          your recent documents.
        </ComingSoon>
      </Stack>
    </PageShell>
  );
}
