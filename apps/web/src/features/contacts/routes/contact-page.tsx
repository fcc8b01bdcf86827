import type { Contact } from '@kira/core/contacts';
import { MSG_READ_ONLY_COMPANY } from '@kira/core/permissions';
import { Anchor, Badge, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageShell } from '../../../components/page-shell.tsx';
import { ReadOnlyCompanyNotice } from '../../../components/read-only-company-notice.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { CREATED_STATE, useCreatedNotice } from '../../../lib/forms/use-created-notice.ts';
import { useAuthContext } from '../../auth/auth-context.tsx';
import { useContact } from '../api/get-contact.ts';
import { ContactDocumentsNote } from '../components/contact-documents-note.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { ContactRecordActions } from '../components/contact-record-actions.tsx';
import { type ContactAbilities, canWriteContact, contactAbilities } from '../contact-abilities.ts';
import { roleLabel } from '../contact-labels.ts';
import { contactPath } from '../contact-paths.ts';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

const MSG_CREATED = 'The contact is saved.';

function BackToBook() {
  return (
    <Anchor component={Link} to="/contactbook/" size="sm" underline="hover">
      ← Contact Book
    </Anchor>
  );
}

function ExistingContact({ contact, can }: { contact: Contact; can: ContactAbilities }) {
  const navigate = useNavigate();
  const created = useCreatedNotice();
  const [outcome, setOutcome] = useState<Outcome>(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Badge variant="outline" color="ink.8" tt="none">
            {roleLabel(contact.role)}
          </Badge>
          {contact.archived ? (
            <Badge variant="outline" color="ink.7" tt="none" data-testid="archived-badge">
              Archived
            </Badge>
          ) : null}
        </Group>
        {canWriteContact(can, contact.role) ? (
          <ContactRecordActions
            contact={contact}
            onOutcome={setOutcome}
            onDeleted={() => void navigate('/contactbook/', { state: { deleted: contact.name } })}
          />
        ) : null}
      </Group>
      {outcome ? <StatusAlert kind={outcome.kind}>{outcome.message}</StatusAlert> : null}
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
    <PageShell title={title} testId="contact-page">
      <Stack gap="lg">
        <BackToBook />
        {readOnly ? <ReadOnlyCompanyNotice message={MSG_READ_ONLY_COMPANY} /> : null}
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
        ) : null}
        {id !== undefined && query.isPending ? <LoadingScreen /> : null}
        {id !== undefined && query.isError ? (
          <StatusAlert kind="error">
            {errorText(query.error, 'Could not load the contact')}
          </StatusAlert>
        ) : null}
        {query.data ? <ExistingContact contact={query.data} can={can} /> : null}
      </Stack>
    </PageShell>
  );
}
