import type { DocumentKind } from '@kira/core/document-lifecycle';
import { kindLabel } from '@kira/core/document-lifecycle';
import type { Document } from '@kira/core/documents';
import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import { errorText } from '../../../../lib/api/api-error.ts';
import type { Outcome } from '../../../../lib/forms/outcome.ts';
import { useConvertDocument, useDuplicateDocument } from '../../api/document-actions.ts';
import { documentPath } from '../../document-paths.ts';

interface NewDraftActionsProps {
  document: Document;
  /** Said when an action fails; one that works opens its draft instead. */
  onOutcome: (outcome: Outcome | null) => void;
}

/**
 * The actions that start a new draft from the document, which then opens: a conversion to each
 * kind its abilities allow, a credit note, a copy (each as the document's `abilities` say).
 */
export function NewDraftActions({ document, onOutcome }: NewDraftActionsProps) {
  const navigate = useNavigate();
  const convert = useConvertDocument();
  const duplicate = useDuplicateDocument();
  const { abilities, id } = document;
  const busy = convert.isPending || duplicate.isPending;

  const callbacks = (fallback: string) => ({
    onSuccess: (draft: Document) => void navigate(documentPath(draft.id)),
    onError: (error: unknown) => onOutcome({ kind: 'error', message: errorText(error, fallback) }),
  });

  function convertTo(kind: DocumentKind) {
    onOutcome(null);
    convert.mutate({ id, kind }, callbacks('Could not convert the document'));
  }

  const converting = (kind: DocumentKind) => convert.isPending && convert.variables?.kind === kind;

  return (
    <>
      {abilities.convert.map((kind) => (
        <Button
          key={kind}
          variant="default"
          loading={converting(kind)}
          disabled={busy}
          onClick={() => convertTo(kind)}
        >
          {`Convert to ${kindLabel(kind)}`}
        </Button>
      ))}
      {abilities.creditNote ? (
        <Button
          variant="default"
          loading={converting('credit')}
          disabled={busy}
          onClick={() => convertTo('credit')}
        >
          Issue credit note
        </Button>
      ) : null}
      {abilities.duplicate ? (
        <Button
          variant="default"
          loading={duplicate.isPending}
          disabled={busy}
          onClick={() => {
            onOutcome(null);
            duplicate.mutate(id, callbacks('Could not duplicate the document'));
          }}
        >
          Duplicate
        </Button>
      ) : null}
    </>
  );
}
