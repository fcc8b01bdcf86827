import type { Contact } from '@kira/core/contacts';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { OutcomeAlert } from '../../../components/outcome-alert.tsx';
import { QueryStatus } from '../../../components/query-status.tsx';
import { RecordHeader } from '../../../components/record/record-header.tsx';
import { RecordPageShell } from '../../../components/record/record-page-shell.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import type { Outcome } from '../../../lib/forms/outcome.ts';
import { CREATED_STATE, useCreatedNotice } from '../../../lib/forms/use-created-notice.ts';
import { useAuthContext } from '../../auth/auth-context.tsx';
import { useContact } from '../api/get-contact.ts';
import { ContactDocumentsNote } from '../components/contact-documents-note.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { ContactRecordActions } from '../components/contact-record-actions.tsx';
import { type ContactAbilities, canWriteContact, contactAbilities } from '../contact-abilities.ts';
import { roleLabel } from '../contact-labels.ts';
import { contactPath } from '../contact-paths.ts';

const MSG_CREATED = 'The contact is saved.';

function ExistingContact({ contact, can }: { contact: Contact; can: ContactAbilities }) {
  const navigate = useNavigate();
  const created = useCreatedNotice();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  return (
    <Stack gap="lg">
      <RecordHeader
        kind={roleLabel(contact.role)}
        status={contact.archived ? { label: 'Archived', testId: 'archived-badge' } : null}
        actions={
          canWriteContact(can, contact.role) ? (
            <ContactRecordActions
              contact={contact}
              onOutcome={setOutcome}
              onDeleted={() => void navigate('/contactbook/', { state: { deleted: contact.name } })}
            />
          ) : null
        }
      />
      <OutcomeAlert outcome={outcome} />
      <ContactForm
        key={contact.id}
        contact={contact}
        can={can}
        notice={created ? MSG_CREATED : undefined}
      />
      <ContactDocumentsNote />
    </Stack>
  );
}

/** /contactpage/ (a new contact) and /contactpage/{id} (one contact, to view and edit). */
export function ContactPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { company, abilities } = useAuthContext();
  const can = contactAbilities(abilities);
  const query = useContact(id);
  const readOnly = company?.isReadOnly === true && can.writableRoles.length === 0;
  const title = id ? (query.data?.name ?? 'Contact') : 'Add a Contact';

  return (
    <RecordPageShell
      title={title}
      testId="contact-page"
      back={{ to: '/contactbook/', label: 'Contact Book' }}
      readOnly={readOnly}
    >
      {id === undefined ? (
        can.writableRoles.length > 0 ? (
          <ContactForm
            contact={null}
            can={can}
            onCreated={(contact) =>
              void navigate(contactPath(contact.id), { replace: true, state: CREATED_STATE })
            }
          />
        ) : readOnly ? null : (
          <StatusAlert kind="error">
            Your access level in this company does not let you add contacts.
          </StatusAlert>
        )
      ) : (
        <QueryStatus query={query} failureText="Could not load the contact" />
      )}
      {query.data ? <ExistingContact contact={query.data} can={can} /> : null}
    </RecordPageShell>
  );
}
