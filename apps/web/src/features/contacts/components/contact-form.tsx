import { type Contact, MAX_EMAILS, MAX_PHONES } from '@kira/core/contacts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText, fieldErrorsOf } from '../../../lib/api/api-error.ts';
import { useContactTags } from '../api/list-contact-tags.ts';
import { useCreateContact, useUpdateContact } from '../api/save-contact.ts';
import { type ContactAbilities, canWriteContact } from '../contact-abilities.ts';
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

type Outcome = { kind: 'success' | 'error'; message: string } | null;

const MSG_FIX_FIELDS = 'Some fields need your attention: see the messages beside them.';

/** The messages a change of each draft field makes out of date (`billing`: `billingAddress.*`). */
const ERRORS_OF: Partial<Record<keyof ContactDraft, string>> = {
  billing: 'billingAddress',
  delivery: 'deliveryAddress',
  deliverySameAsBilling: 'deliveryAddress',
  acceptUenWarning: 'uen',
};

function withoutErrors(errors: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => key !== prefix && !key.startsWith(`${prefix}.`)),
  );
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
  can: ContactAbilities;
  /** Called with a new contact once it is saved (not for an edit). */
  /** A first message to show ("saved" just after creating), gone at the first change. */
  notice?: string | undefined;
  onCreated?: (contact: Contact) => void;
}

/**
 * Every field of a contact, checked by the shared schema before it is sent; an edit sends only
 * what changed. The server's field messages show beside the fields.
 */
export function ContactForm({ contact, can, notice, onCreated }: ContactFormProps) {
  const [draft, setDraft] = useState<ContactDraft>(() =>
    contact ? contactDraftOf(contact) : emptyContactDraft(can.writableRoles[0]),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Said at the top, where the page opens; gone at the first change.
  const [showNotice, setShowNotice] = useState(notice !== undefined);
  const create = useCreateContact();
  const update = useUpdateContact();
  const tags = useContactTags();
  const canWrite = contact ? canWriteContact(can, contact.role) : can.writableRoles.length > 0;
  const pending = create.isPending || update.isPending;

  function set<Key extends keyof ContactDraft>(key: Key, value: ContactDraft[Key]) {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutErrors(current, ERRORS_OF[key] ?? key));
    setOutcome(null);
    setShowNotice(false);
  }

  function refuse(fieldErrors: Record<string, string>) {
    setErrors(fieldErrors);
    setOutcome({ kind: 'error', message: MSG_FIX_FIELDS });
  }

  function failed(error: unknown) {
    console.error('Saving the contact failed', error);
    setErrors(fieldErrorsOf(error));
    setOutcome({ kind: 'error', message: errorText(error, 'Could not save the contact') });
  }

  async function saveChanges(saved: Contact, checked: ContactDraft) {
    const result = contactPatchBody(saved, checked);
    if (!result.ok) return refuse(result.errors);
    if (result.body === null) {
      setOutcome({ kind: 'success', message: 'Nothing has changed since the last save.' });
      return;
    }
    try {
      const updated = await update.mutateAsync({ id: saved.id, patch: result.body });
      setDraft(contactDraftOf(updated));
      setOutcome({ kind: 'success', message: 'Your changes are saved.' });
    } catch (error) {
      failed(error);
    }
  }

  async function saveNew(checked: ContactDraft) {
    const result = newContactBody(checked);
    if (!result.ok) return refuse(result.errors);
    try {
      const created = await create.mutateAsync(result.body);
      onCreated?.(created);
    } catch (error) {
      failed(error);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canWrite) return;
    setShowNotice(false);
    setErrors({});
    setOutcome(null);
    // Blank rows go, so the messages of the rows left line up with what is sent.
    const compact = compactContactDraft(draft);
    const shown = {
      ...compact,
      emails: compact.emails.length > 0 ? compact.emails : [''],
      phones: compact.phones.length > 0 ? compact.phones : [''],
    };
    setDraft(shown);
    void (contact ? saveChanges(contact, compact) : saveNew(compact));
  }

  const fields = { draft, set, errors };
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Contact" data-testid="contact-form">
      <fieldset disabled={!canWrite} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          {showNotice && notice ? <StatusAlert kind="success">{notice}</StatusAlert> : null}
          {canWrite ? null : (
            <Text size="sm" c="dimmed">
              You can view this contact; your access level in this company does not let you change
              it.
            </Text>
          )}
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
          {outcome ? <StatusAlert kind={outcome.kind}>{outcome.message}</StatusAlert> : null}
          {canWrite ? (
            <Group>
              <Button type="submit" loading={pending}>
                {contact ? 'Save changes' : 'Create contact'}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </fieldset>
    </form>
  );
}
