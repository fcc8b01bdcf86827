import { DOCUMENT_STATUS_LABELS, type DocumentStatus } from '@kira/core/document-lifecycle';
import { Badge } from '@mantine/core';
import { statusColor } from '../document-labels.ts';

// Dark enough on each light badge's background for 4.5:1 (over 6:1), the hue kept.
const LIGHT_BADGE_TEXT: Record<string, string> = {
  green: '#1b5e20',
  blue: '#0b4a85',
  red: '#8a1c1c',
};

/** A document's status; `late` adds Overdue (an invoice) or Expired (a quotation). */
export function StatusBadge({
  status,
  late,
}: {
  status: DocumentStatus;
  late?: 'Overdue' | 'Expired' | null;
}) {
  const color = statusColor(status);
  return (
    <>
      {/* Mantine's light badge text is under 4.5:1 on its own background (green 3.8:1). */}
      <Badge
        size="sm"
        variant={status === 'draft' ? 'outline' : 'light'}
        color={color}
        style={
          status === 'draft' ? undefined : { '--badge-color': LIGHT_BADGE_TEXT[color] ?? undefined }
        }
        tt="none"
      >
        {DOCUMENT_STATUS_LABELS[status]}
      </Badge>
      {late ? (
        // White on red.9 is 5.4:1; on the default red.6 it is 3.6:1, under axe's 4.5:1.
        <Badge size="sm" variant="filled" color="red.9" tt="none" ml={4}>
          {late}
        </Badge>
      ) : null}
    </>
  );
}
