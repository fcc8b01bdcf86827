import { DOCUMENT_STATUS_LABELS, type DocumentStatus } from '@kira/core/document-lifecycle';
import { Badge } from '@mantine/core';
import { statusColor } from '../document-labels.ts';

/** A document's status; `late` adds Overdue (an invoice) or Expired (a quotation). */
export function StatusBadge({
  status,
  late,
}: {
  status: DocumentStatus;
  late?: 'Overdue' | 'Expired' | null;
}) {
  return (
    <>
      <Badge
        size="sm"
        variant={status === 'draft' ? 'outline' : 'light'}
        color={statusColor(status)}
        tt="none"
      >
        {DOCUMENT_STATUS_LABELS[status]}
      </Badge>
      {late ? (
        <Badge size="sm" variant="filled" color="red" tt="none" ml={4}>
          {late}
        </Badge>
      ) : null}
    </>
  );
}
