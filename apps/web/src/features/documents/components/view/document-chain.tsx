import { kindLabel } from '@kira/core/document-lifecycle';
import type { Document } from '@kira/core/documents';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { relationLabel } from '../../document-labels.ts';
import { documentPath } from '../../document-paths.ts';
import { StatusBadge } from '../status-badge.tsx';
import { DocumentSection } from './document-section.tsx';

/** The documents this one came from or led to: its source, conversions, payments, credits. */
export function DocumentChain({ document }: { document: Document }) {
  if (document.chain.length === 0) return null;
  return (
    <DocumentSection name="chain" title="Related documents" gap="sm">
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {document.chain.map((link) => (
          <Group
            component="li"
            key={`${link.relation}-${link.id}`}
            gap="sm"
            data-testid="chain-link"
          >
            <Text size="sm" c="dimmed" miw={110}>
              {relationLabel(link.relation)}
            </Text>
            <Anchor
              component={Link}
              to={documentPath(link.id)}
              size="sm"
              fw={600}
              underline="hover"
            >
              {`${kindLabel(link.kind)} ${link.number ?? 'Draft'}`}
            </Anchor>
            <StatusBadge status={link.status} />
          </Group>
        ))}
      </Stack>
    </DocumentSection>
  );
}
