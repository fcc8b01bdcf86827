import type { Document } from '@kira/core/documents';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { lazyPart, useOpenedOnce } from '../../../../components/lazy-part.tsx';

const DeleteDraftDialog = lazyPart(() =>
  import('./delete-draft-dialog.tsx').then((m) => m.DeleteDraftDialog),
);

/** Deletes a draft after asking; then the list of its kind. A draft has no number to lose. */
export function DeleteDraftButton({
  document,
  onDeleted,
}: {
  document: Document;
  /** Called before leaving: the editor's unsaved changes went with the draft. */
  onDeleted: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const askedOnce = useOpenedOnce(asking);
  return (
    <>
      <Button variant="subtle" color="#8a1c1c" onClick={() => setAsking(true)}>
        Delete draft
      </Button>
      {askedOnce ? (
        <DeleteDraftDialog
          document={document}
          opened={asking}
          onClose={() => setAsking(false)}
          onDeleted={onDeleted}
        />
      ) : null}
    </>
  );
}
