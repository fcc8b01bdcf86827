import { type Contact, MAX_EMAILS, MAX_PHONES } from '@kira/core/contacts';
import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RecordFormFrame } from '../../../components/record/record-form-frame.tsx';
import { useRecordForm } from '../../../lib/forms/use-record-form.ts';
import { useContactTags } from '../api/list-contact-tags.ts';
import { useCreateContact, useUpdateContact } from '../api/save-contact.ts';
import type { ContactBookAbilities } from '../contact-book-abilities.ts';
import {
  type ContactDraft,
  compactContactDraft,
  contactDraftOf,
  contactPatchBody,
  emptyContactDraft,
  newContactBody,
} from '../contact-draft.ts';
import { ContactAddressFields } from './contact-address-fields.tsx';
import { ContactIdentityFields } from './contact-identity-fields.tsx';
import { ContactRowsInput } from './contact-rows-input.tsx';
import { ContactTermsFields } from './contact-terms-fields.tsx';

/** The messages a change of each draft field makes out of date (`billing`: `billingAddress.*`). */
const ERRORS_OF: Partial<Record<keyof ContactDraft, string>> = {
  billing: 'billingAddress',
  delivery: 'deliveryAddress',
  deliverySameAsBilling: 'deliveryAddress',
  acceptUenWarning: 'uen',
};

/** Blank rows go, so the messages of the rows left line up with what is sent. */
function withoutBlankRows(draft: ContactDraft): { send: ContactDraft; show: ContactDraft } {
  const compact = compactContactDraft(draft);
  const show = {
    ...compact,
    emails: compact.emails.length > 0 ? compact.emails : [''],
    phones: compact.phones.length > 0 ? compact.phones : [''],
  };
  return { send: compact, show };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

interface ContactFormProps {
  /** The contact to edit; null for a new one. */
  contact: Contact | null;
  /** What the user may add: the roles a new contact (or an edited one) may be given. */
  can: ContactBookAbilities;
  /** A first message to show ("saved" just after creating), gone at the first change. */
  notice?: string | undefined;
  /** Called with a new contact once it is saved (not for an edit). */
  onCreated?: (contact: Contact) => void;
}

/**
 * Every field of a contact, checked by the shared schema before it is sent; an edit sends only
 * what changed. The server's field messages show beside the fields.
 */
export function ContactForm({ contact, can, notice, onCreated }: ContactFormProps) {
  // The server says whether this contact may be changed; a new one needs a role to give it.
  const canWrite = contact ? contact.abilities.edit : can.writableRoles.length > 0;
  const create = useCreateContact();
  const update = useUpdateContact();
  const tags = useContactTags();
  const { draft, set, errors, ...form } = useRecordForm({
    saved: contact,
    canWrite,
    notice,
    onCreated,
    noun: 'contact',
    emptyDraft: () => emptyContactDraft(can.writableRoles[0]),
    draftOf: contactDraftOf,
    newBody: newContactBody,
    patchBody: contactPatchBody,
    create,
    update,
    errorKeyOf: (key) => ERRORS_OF[key] ?? key,
    beforeSubmit: withoutBlankRows,
  });
  const fields = { draft, set, errors };

  return (
    <RecordFormFrame
      label="Contact"
      testId="contact-form"
      canWrite={canWrite}
      noun="contact"
      notice={form.notice}
      outcome={form.outcome}
      pending={form.pending}
      submitLabel={contact ? 'Save changes' : 'Create contact'}
      onSubmit={form.handleSubmit}
    >
      <Section title="Business">
        <ContactIdentityFields
          {...fields}
          writableRoles={can.writableRoles}
          saved={contact ? { uen: contact.uen, uenWarning: contact.uenWarning } : null}
        />
      </Section>
      <Section title="E-mail and phone">
        <ContactRowsInput
          label="E-mail addresses"
          rowLabel="E-mail"
          type="email"
          placeholder="accounts@example.sg"
          rows={draft.emails}
          onChange={(emails) => set('emails', emails)}
          errors={errors}
          errorKey="emails"
          max={MAX_EMAILS}
        />
        <ContactRowsInput
          label="Phone numbers"
          rowLabel="Phone"
          type="tel"
          placeholder="+65 6123 4567"
          rows={draft.phones}
          onChange={(phones) => set('phones', phones)}
          errors={errors}
          errorKey="phones"
          max={MAX_PHONES}
        />
      </Section>
      <Section title="Addresses">
        <ContactAddressFields {...fields} />
      </Section>
      <Section title="Terms, tags and notes">
        <ContactTermsFields {...fields} knownTags={tags.data ?? []} />
      </Section>
    </RecordFormFrame>
  );
}
