import { Paper, SimpleGrid, Text } from '@mantine/core';
import { LandingSection } from './landing-section.tsx';

const frustrations = [
  {
    problem: 'Chasing payments on WhatsApp',
    answer:
      'Every invoice carries a PayNow QR and a due date, and the dashboard lists what is overdue and by whom.',
  },
  {
    problem: 'The GST F5 scramble every quarter',
    answer:
      'Output tax is worked out line by line as you invoice, and expenses are filed by category as they come in.',
  },
  {
    problem: 'Invoices in Excel, numbered by hand',
    answer:
      'Numbers are issued for you, never twice, and a total cannot be broken by someone editing a formula.',
  },
  {
    problem: 'Retyping the same UEN and address',
    answer:
      'Customers and suppliers live in one contact book; pick one and their details fill every document.',
  },
  {
    problem: 'Not knowing who has paid',
    answer:
      'Receipts close the invoices they pay, so outstanding amounts are always current, not a guess.',
  },
  {
    problem: 'Statements of account at month end',
    answer:
      'A statement for each customer comes straight from their invoices and receipts: no copying, no gaps.',
  },
  {
    problem: 'Expense receipts in a shoebox',
    answer:
      'Record rental, CPF, transport and the rest as you spend, under the categories your accountant expects.',
  },
  {
    problem: 'Only one person can find anything',
    answer:
      'Your whole team works in the same place, and search finds a document by number, customer or item.',
  },
];

/** The frustrations list: what running the paperwork of a small business feels like today. */
export function FrustrationsSection() {
  return (
    <LandingSection
      id="frustrations"
      eyebrow="Sound familiar?"
      title="The paperwork that eats your evenings"
      lead="If you run a small business in Singapore, you know these well. Kira is built around each one."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {frustrations.map(({ problem, answer }) => (
          <Paper key={problem} withBorder radius="md" p="lg" shadow="xs">
            <Text fw={700} c="ink.9" mb={6}>
              {problem}
            </Text>
            <Text size="sm" c="ink.7">
              {answer}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
