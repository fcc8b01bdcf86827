import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PageShell } from '../../../components/page-shell.tsx';

const values = [
  {
    title: 'Plain numbers',
    text: 'Totals and GST are exact to the cent, every change is recorded, and a document once issued is never quietly rewritten.',
  },
  {
    title: 'Fair pricing',
    text: 'One price per company, however many people use it, and no contract: cancel whenever you like.',
  },
  {
    title: 'Local by design',
    text: 'UEN, GST, PayNow and CPF are built in, and your data is kept in Singapore under the PDPA.',
  },
];

export function AboutPage() {
  return (
    <PageShell
      title="About Us"
      lead="Kira makes the paperwork of a small business in Singapore quick, correct and shared by the whole team."
    >
      <Stack gap="md" maw={720} mb={40}>
        <Text>
          Most small businesses run their back office on a mix of Excel templates, WhatsApp messages
          and a folder of receipts. It works until the GST return is due, a customer disputes an
          invoice, or the one person who knows where everything is goes on leave.
        </Text>
        <Text>
          Kira brings quotations, service orders, invoices, delivery orders, receipts, purchase
          orders, expenses and statements of account into one place, with a contact book, a product
          list and a dashboard. Everyone in the company works in the same records, each with the
          access their department needs.
        </Text>
        <Text>
          Kira Pte. Ltd. is a Singapore company. We build Kira with the owners and bookkeepers who
          use it, and we read every message sent to feedback@kira.sg.
        </Text>
      </Stack>
      <Title order={2} size="h3" mb="md">
        What we care about
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {values.map(({ title, text }) => (
          <Stack key={title} gap={4}>
            <Title order={3} size="h4">
              {title}
            </Title>
            <Text size="sm" c="ink.7">
              {text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </PageShell>
  );
}
