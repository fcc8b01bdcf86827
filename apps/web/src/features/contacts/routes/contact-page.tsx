import type { Contact } from '@kira/core/contacts';
import { formatSgd } from '@kira/core/format/money';
import { Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { RelatedDocuments } from '../../../components/documents/related-documents.tsx';
import { ContactMoneyIn } from '../../../components/money-in/contact-money-in.tsx';
import { ExistingRecord } from '../../../components/record/existing-record.tsx';
import { RecordPage } from '../../../components/record/record-page.tsx';
import { allows } from '../../../lib/auth/abilities.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { CREATED_STATE } from '../../../lib/forms/use-created-notice.ts';
import { useContact } from '../api/get-contact.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { ContactRecordActions } from '../components/contact-record-actions.tsx';
import { StatementSection } from '../components/statement-section.tsx';
import { type ContactBookAbilities, contactBookAbilities } from '../contact-book-abilities.ts';
import { roleLabel } from '../contact-labels.ts';
import { contactPath } from '../contact-paths.ts';

const MSG_CREATED = 'The contact is saved.';

function ExistingContact({ contact, can }: { contact: Contact; can: ContactBookAbilities }) {
  const navigate = useNavigate();
  const { abilities } = useAuthContext();
  const { archive, delete: canDelete } = contact.abilities;
  return (
    <ExistingRecord
      kind={roleLabel(contact.role)}
      status={contact.archived ? { label: 'Archived', testId: 'archived-badge' } : null}
      actions={
        archive || canDelete
          ? (onOutcome) => (
              <ContactRecordActions
                contact={contact}
                onOutcome={onOutcome}
                onDeleted={() =>
                  void navigate('/contactbook/', { state: { deleted: contact.name } })
                }
              />
            )
          : null
      }
      form={(created) => (
        <ContactForm
          key={contact.id}
          contact={contact}
          can={can}
          notice={created ? MSG_CREATED : undefined}
        />
      )}
    >
      {contact.balance && contact.role !== 'supplier' ? (
        <ContactMoneyIn contactId={contact.id} />
      ) : null}
      <RelatedDocuments
        filter={{ contactId: contact.id }}
        kind={contact.role === 'supplier' ? 'purchase' : 'invoice'}
        summary={
          contact.balance ? (
            <Text size="sm" data-testid="contact-balance">
              Owes <strong>{formatSgd(contact.balance.owed)}</strong>
              {contact.balance.credit !== '0.00' ? (
                <>
                  {' '}
                  · in credit <strong>{formatSgd(contact.balance.credit)}</strong>
                </>
              ) : null}
            </Text>
          ) : null
        }
      />
      {/* Balances come only to those who may read finance's invoices: so does the statement. */}
      {contact.balance ? (
        <StatementSection contactId={contact.id} canWrite={allows(abilities, 'finance.write')} />
      ) : null}
    </ExistingRecord>
  );
}

/** /contactpage/ (a new contact) and /contactpage/{id} (one contact, to view and edit). */
export function ContactPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { company, abilities } = useAuthContext();
  const can = contactBookAbilities(abilities);
  const query = useContact(id);
  const readOnly = company?.isReadOnly === true && can.writableRoles.length === 0;

  return (
    <RecordPage
      title={id ? (query.data?.name ?? 'Contact') : 'Add a Contact'}
      testId="contact-page"
      back={{ to: '/contactbook/', label: 'Contact Book' }}
      readOnly={readOnly}
      id={id}
      query={query}
      failureText="Could not load the contact"
      createForm={
        can.writableRoles.length > 0 ? (
          <ContactForm
            contact={null}
            can={can}
            onCreated={(contact) =>
              void navigate(contactPath(contact.id), { replace: true, state: CREATED_STATE })
            }
          />
        ) : null
      }
      cannotCreateText="Your access level in this company does not let you add contacts."
    >
      {(contact) => <ExistingContact contact={contact} can={can} />}
    </RecordPage>
  );
}
