import type { Document } from '@kira/core/documents';
import { formatDisplayDateTime } from '@kira/core/format/dates';
import { Button, Loader, Text, Timeline } from '@mantine/core';
import { StatusAlert } from '../../../../components/status-alert.tsx';
import { errorText } from '../../../../lib/api/api-error.ts';
import { useDocumentHistory } from '../../api/get-document-history.ts';
import { historyActionLabel, historyDetail } from '../../document-labels.ts';
import { DocumentSection } from './document-section.tsx';

/** Who did what to the document and when, newest first; for whoever may read the document. */
export function DocumentHistory({ document }: { document: Document }) {
  const query = useDocumentHistory(document.id);
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <DocumentSection name="history" title="History">
      {query.isError ? (
        <StatusAlert kind="error">
          {errorText(query.error, 'Could not load the history')}
        </StatusAlert>
      ) : null}
      {query.isPending ? <Loader size="sm" role="status" aria-label="Loading the history" /> : null}
      {query.isSuccess && entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing recorded yet.
        </Text>
      ) : null}
      {entries.length > 0 ? (
        <Timeline bulletSize={12} lineWidth={2} active={-1}>
          {entries.map((entry) => {
            const detail = historyDetail(entry);
            return (
              <Timeline.Item
                key={entry.id}
                title={historyActionLabel(entry.action)}
                data-testid="history-entry"
              >
                <Text size="xs" c="dimmed">
                  <time dateTime={entry.at}>{formatDisplayDateTime(entry.at)}</time>
                  {` · ${entry.by?.name ?? 'Kira or a former member'}`}
                </Text>
                {detail ? (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {detail}
                  </Text>
                ) : null}
              </Timeline.Item>
            );
          })}
        </Timeline>
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="default"
          size="xs"
          w="fit-content"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Show earlier entries
        </Button>
      ) : null}
    </DocumentSection>
  );
}
