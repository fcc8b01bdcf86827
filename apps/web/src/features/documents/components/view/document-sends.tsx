import type { DocumentSend } from '@kira/core/document-mail';
import type { Document } from '@kira/core/documents';
import { formatDisplayDateTime } from '@kira/core/format/dates';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { StatusAlert } from '../../../../components/status-alert.tsx';
import { errorText } from '../../../../lib/api/api-error.ts';
import { useRetrySend } from '../../api/send-document.ts';
import { DocumentSection } from './document-section.tsx';

const STATUS: Record<DocumentSend['status'], { label: string; color: string }> = {
  sent: { label: 'Delivered', color: 'green' },
  queued: { label: 'Waiting to go out', color: 'yellow' },
  sending: { label: 'Going out', color: 'yellow' },
  failed: { label: 'Not delivered', color: 'red' },
  stored: { label: 'Kept in the outbox (no mail server)', color: 'gray' },
};

/** Every time the document was e-mailed: when, to whom, by whom, and whether it arrived. */
export function DocumentSends({ document }: { document: Document }) {
  const retry = useRetrySend();
  if (document.sends.length === 0) return null;
  return (
    <DocumentSection name="sends" title="E-mails" gap="sm">
      {retry.error ? (
        <StatusAlert kind="error">{errorText(retry.error, 'Could not send it again')}</StatusAlert>
      ) : null}
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {document.sends.map((send) => (
          <Stack component="li" key={send.id} gap={2} data-testid="document-send">
            <Group gap="sm" wrap="wrap">
              <Text size="sm" fw={600}>
                {send.to.join(', ')}
              </Text>
              <Badge color={STATUS[send.status].color} variant="light">
                {STATUS[send.status].label}
              </Badge>
              {send.status === 'failed' && document.abilities.send ? (
                <Button
                  size="compact-sm"
                  variant="default"
                  loading={retry.isPending && retry.variables?.sendId === send.id}
                  onClick={() => retry.mutate({ id: document.id, sendId: send.id })}
                >
                  Send again
                </Button>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              {`${formatDisplayDateTime(send.at)} by ${send.by}`}
              {send.cc.length > 0 ? ` · cc ${send.cc.join(', ')}` : ''}
              {` · ${send.subject}`}
            </Text>
            {send.error && send.status !== 'sent' ? (
              <Text size="xs" c="#8a1c1c">
                {send.error}
              </Text>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </DocumentSection>
  );
}
