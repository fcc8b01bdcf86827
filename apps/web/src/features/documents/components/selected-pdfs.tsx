import { Button, Group, Text } from '@mantine/core';
import { documentPdfsZipUrl, MAX_PDFS_PER_ZIP } from '../api/document-pdf.ts';

interface SelectedPdfsProps {
  ids: readonly string[];
  onClear: () => void;
}

/** What the ticked documents can become: their PDFs in one ZIP (up to the server's limit). */
export function SelectedPdfs({ ids, onClear }: SelectedPdfsProps) {
  const tooMany = ids.length > MAX_PDFS_PER_ZIP;
  return (
    <Group gap="sm" data-testid="selected-documents">
      <Text size="sm" role="status">
        {ids.length === 1 ? '1 document selected' : `${ids.length} documents selected`}
        {tooMany ? ` (at most ${MAX_PDFS_PER_ZIP} at once)` : ''}
      </Text>
      {tooMany ? (
        <Button variant="default" disabled>
          Download PDFs
        </Button>
      ) : (
        <Button component="a" variant="default" href={documentPdfsZipUrl(ids)} download>
          Download PDFs
        </Button>
      )}
      <Button variant="subtle" onClick={onClear}>
        Clear selection
      </Button>
    </Group>
  );
}
