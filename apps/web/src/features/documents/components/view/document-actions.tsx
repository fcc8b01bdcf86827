import { describeStatus, kindLabel } from '@kira/core/document-lifecycle';
import type { Document } from '@kira/core/documents';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { OutcomeAlert } from '../../../../components/outcome-alert.tsx';
import { errorText } from '../../../../lib/api/api-error.ts';
import { usePageOutcome } from '../../../../lib/forms/use-page-outcome.ts';
import { useTransitionDocument } from '../../api/document-actions.ts';
import { transitionLabel } from '../../document-labels.ts';
import { DocumentPdfActions } from './document-pdf-actions.tsx';
import { NewDraftActions } from './new-draft-actions.tsx';
import { RecordPaymentModal } from './record-payment-modal.tsx';
import { SendDocumentModal } from './send-document-modal.tsx';
import { VoidDocumentModal } from './void-document-modal.tsx';

/**
 * What may be done to a document now, exactly as its `abilities` (from the server) allow:
 * move it on, record a payment, convert it, issue a credit note, duplicate it, void it; and
 * its PDF, previewed or downloaded, for whoever reads it. A new draft (a conversion, a credit
 * note, a copy) opens at once; anything else says how it ended.
 */
export function DocumentActions({ document }: { document: Document }) {
  const [outcome, setOutcome] = usePageOutcome();
  const [modal, setModal] = useState<'void' | 'payment' | 'send' | null>(null);
  const transition = useTransitionDocument();
  const { abilities, id } = document;
  const noun = kindLabel(document.kind).toLowerCase();
  const done = (message: string) => {
    setModal(null);
    setOutcome({ kind: 'success', message });
  };

  return (
    <Stack gap="sm" data-testid="document-actions">
      <Group gap="sm">
        {abilities.transition.map((name) => (
          <Button
            key={name}
            loading={transition.isPending && transition.variables?.transition === name}
            disabled={transition.isPending}
            onClick={() => {
              setOutcome(null);
              transition.mutate(
                { id, transition: name },
                {
                  onSuccess: (changed) =>
                    done(`The ${noun} is now ${describeStatus(changed.status)}.`),
                  onError: (error) =>
                    setOutcome({
                      kind: 'error',
                      message: errorText(error, 'Could not change the document'),
                    }),
                },
              );
            }}
          >
            {transitionLabel(name)}
          </Button>
        ))}
        {abilities.send ? (
          <Button variant="default" onClick={() => setModal('send')}>
            Send by e-mail
          </Button>
        ) : null}
        {abilities.recordPayment ? (
          <Button onClick={() => setModal('payment')}>Record payment</Button>
        ) : null}
        <NewDraftActions document={document} onOutcome={setOutcome} />
        {abilities.void ? (
          <Button variant="subtle" color="red" c="#8a1c1c" onClick={() => setModal('void')}>
            Void
          </Button>
        ) : null}
        <DocumentPdfActions document={document} />
      </Group>
      <OutcomeAlert outcome={outcome} />
      {abilities.void ? (
        <VoidDocumentModal
          document={document}
          opened={modal === 'void'}
          onClose={() => setModal(null)}
          onVoided={() => done(`The ${noun} is void.`)}
        />
      ) : null}
      {abilities.send ? (
        <SendDocumentModal
          document={document}
          opened={modal === 'send'}
          onClose={() => setModal(null)}
          onSent={(send) =>
            done(
              send.status === 'stored'
                ? 'No mail server is set up: the e-mail is kept in the outbox.'
                : `The e-mail to ${send.to.join(', ')} is on its way.`,
            )
          }
        />
      ) : null}
      {abilities.recordPayment ? (
        <RecordPaymentModal
          invoice={document}
          opened={modal === 'payment'}
          onClose={() => setModal(null)}
          onRecorded={(receipt) =>
            done(`The payment is recorded as receipt ${receipt.number ?? '(draft)'}.`)
          }
        />
      ) : null}
    </Stack>
  );
}
