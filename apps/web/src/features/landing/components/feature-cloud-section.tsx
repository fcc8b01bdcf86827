import { Badge, type BadgeProps, Group } from '@mantine/core';
import { LandingSection } from './landing-section.tsx';

type Weight = 1 | 2 | 3;

// What Kira covers; the weight sets how prominent a keyword is in the cloud.
const keywords: [string, Weight][] = [
  ['Invoices', 3],
  ['Quotations', 2],
  ['PayNow QR', 3],
  ['Delivery orders', 1],
  ['GST', 3],
  ['Receipts', 2],
  ['Service orders', 1],
  ['Purchase orders', 1],
  ['UEN', 2],
  ['Expenses', 2],
  ['Statements of account', 2],
  ['CPF', 1],
  ['Credit notes', 1],
  ['Contact book', 2],
  ['Product list', 1],
  ['Dashboard', 3],
  ['Search', 2],
  ['Multi-user', 2],
  ['Department access', 1],
  ['Audit log', 1],
  ['PDF documents', 1],
  ['Expense categories', 1],
  ['Overdue tracking', 2],
];

const styles: Record<Weight, BadgeProps> = {
  3: { size: 'xl', variant: 'filled', color: 'lagoon' },
  2: { size: 'lg', variant: 'light', color: 'lagoon' },
  1: { size: 'lg', variant: 'outline', color: 'ink' },
};

/** The feature keyword cloud. */
export function FeatureCloudSection() {
  return (
    <LandingSection
      id="features"
      tinted
      eyebrow="Everything in one place"
      title="From the first quotation to the last receipt"
      lead="Every document a small business sends or keeps, the people it deals with, and the numbers they add up to."
    >
      <Group
        gap="sm"
        justify="center"
        maw={900}
        mx="auto"
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {keywords.map(([keyword, weight]) => (
          <Badge key={keyword} component="li" radius="xl" tt="none" fw={600} {...styles[weight]}>
            {keyword}
          </Badge>
        ))}
      </Group>
    </LandingSection>
  );
}
