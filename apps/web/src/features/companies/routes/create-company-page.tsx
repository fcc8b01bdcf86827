import { Text } from '@mantine/core';
import { PageShell } from '../../../components/page-shell.tsx';
import { CreateCompanyForm } from '../components/create-company-form.tsx';
import { ImportCompanyCard } from '../components/import-company-card.tsx';

/** /companies/new: start your own company, leaving the read-only demo behind, or import one. */
export function CreateCompanyPage() {
  return (
    <PageShell
      size="sm"
      title="Create a company"
      lead="Set up your business in Kira. You become its Founder with full access, and it becomes your active company."
    >
      <CreateCompanyForm />
      <Text mt="lg" mb="xl" size="sm" c="dimmed">
        You can add your address, bank details, PayNow and logo in the company settings afterwards,
        and invite your team from Members.
      </Text>
      <ImportCompanyCard />
    </PageShell>
  );
}
