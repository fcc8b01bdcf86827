import { DOCUMENT_STATUS_LABELS, kindLabel } from '@kira/core/document-lifecycle';
import { formatDisplayDate } from '@kira/core/format/dates';
import { formatAmount } from '@kira/core/format/money';
import type { ContactHit, DocumentHit, ProductHit } from '@kira/core/search';
import { Anchor, Group, Highlight, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './search-hits.module.css';

interface HitProps<H> {
  hit: H;
  /** The query's words, marked wherever they appear. */
  words: string[];
}

/** One result: its name as a link to its page (the words marked), what tells it apart beside it. */
function HitRow({
  path,
  title,
  words,
  details,
}: {
  path: string;
  title: string;
  words: string[];
  details: string[];
}) {
  return (
    <li className={classes.hit}>
      <Anchor component={Link} to={path} fw={500} underline="hover">
        <Highlight component="span" highlight={words} inherit>
          {title}
        </Highlight>
      </Anchor>
      <Group gap="xs" wrap="wrap">
        {details
          .filter((detail) => detail !== '')
          .map((detail) => (
            <Highlight key={detail} component="span" size="sm" c="dimmed" highlight={words}>
              {detail}
            </Highlight>
          ))}
      </Group>
    </li>
  );
}

export function DocumentHitRow({ hit, words }: HitProps<DocumentHit>) {
  return (
    <HitRow
      path={hit.path}
      title={hit.number ?? `Draft ${kindLabel(hit.kind).toLowerCase()}`}
      words={words}
      details={[
        hit.contactName,
        formatDisplayDate(hit.issueDate),
        formatAmount(hit.total, { currency: hit.currency }),
        DOCUMENT_STATUS_LABELS[hit.status],
      ]}
    />
  );
}

const ROLE_LABELS: Record<ContactHit['role'], string> = {
  customer: 'Customer',
  supplier: 'Supplier',
  both: 'Customer and supplier',
};

export function ContactHitRow({ hit, words }: HitProps<ContactHit>) {
  return (
    <HitRow
      path={hit.path}
      title={hit.name}
      words={words}
      details={[ROLE_LABELS[hit.role], hit.uen, hit.archived ? 'Archived' : '']}
    />
  );
}

export function ProductHitRow({ hit, words }: HitProps<ProductHit>) {
  return (
    <HitRow
      path={hit.path}
      title={hit.name}
      words={words}
      details={[
        hit.code,
        hit.type === 'service' ? 'Service' : 'Product',
        hit.active ? '' : 'Inactive',
      ]}
    />
  );
}

/** A group's results under its heading. */
export function HitGroup({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section aria-label={heading}>
      <Text component="h2" fw={600} size="md" mb="xs">
        {heading}
      </Text>
      <ul className={classes.hits}>{children}</ul>
    </section>
  );
}
