import { Accordion, Anchor, Text } from '@mantine/core';
import { PageShell } from '../../../components/page-shell.tsx';
import { company } from '../company-details.ts';

const questions = [
  {
    q: 'Who is Kira for?',
    a: 'Small businesses and teams in Singapore that send quotations and invoices, take payments and keep their own books: sole proprietors, partnerships and private limited companies alike.',
  },
  {
    q: 'Do all my colleagues pay separately?',
    a: 'No. A plan is priced per company, however many users it has. Invite your bookkeeper, sales staff and partners at no extra cost.',
  },
  {
    q: 'Can I cancel anytime?',
    a: 'Yes. There is no lock-in contract. A cancelled paid plan runs to the end of the period already paid and is not renewed.',
  },
  {
    q: 'Does Kira handle GST?',
    a: 'Yes. If your company is GST-registered, Kira applies the rate to each line, shows GST on every document and keeps the totals you need for your GST return. If you are not registered, documents carry no GST.',
  },
  {
    q: 'Can my customers pay by PayNow?',
    a: 'Yes. An invoice can carry a PayNow QR code for your UEN with the amount and invoice number filled in, so a customer pays by scanning it in their banking app.',
  },
  {
    q: 'Can I control what each colleague sees?',
    a: 'Yes. Access is set per department (finance, operations, sales, marketing, company and administration), so a salesperson can work on quotations without seeing your expenses.',
  },
  {
    q: 'Where is my data kept?',
    a: 'On servers in Singapore, handled in line with the Personal Data Protection Act. Our Privacy Statement, linked at the bottom of every page, has the details.',
  },
  {
    q: 'Is my accountant able to work with Kira?',
    a: 'Yes. Invite your accountant as a user of your company; they are included in your price like everyone else.',
  },
];

export function FaqPage() {
  return (
    <PageShell title="FAQ" lead="Answers to the questions we hear most often.">
      <Accordion variant="separated" radius="md" maw={820}>
        {questions.map(({ q, a }) => (
          <Accordion.Item key={q} value={q}>
            <Accordion.Control>
              <Text fw={600}>{q}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text c="ink.8">{a}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Text mt="xl">
        Another question? Write to{' '}
        <Anchor href={`mailto:${company.emails.support}`}>{company.emails.support}</Anchor>.
      </Text>
    </PageShell>
  );
}
