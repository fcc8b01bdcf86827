import { ListActions } from '../../../components/list/list-actions.tsx';
import { ListPageShell } from '../../../components/list/list-page-shell.tsx';
import { ListResults } from '../../../components/list/list-results.tsx';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { useListParams } from '../../../lib/listing/use-list-params.ts';
import { useContactTags } from '../api/list-contact-tags.ts';
import { contactsExportUrl, useContacts } from '../api/list-contacts.ts';
import { ContactFilters } from '../components/contact-filters.tsx';
import { ContactsTable } from '../components/contacts-table.tsx';
import { contactBookAbilities } from '../contact-book-abilities.ts';
import {
  CONTACTS_PAGE_SIZE,
  contactListFiltered,
  contactListFromParams,
  contactListToParams,
} from '../contact-list-params.ts';

/** /contactbook/: every customer and supplier, searched, filtered, sorted and paged. */
export function ContactBookPage() {
  const { company, abilities } = useAuthContext();
  const can = contactBookAbilities(abilities);
  const [state, update] = useListParams(contactListFromParams, contactListToParams);
  const query = useContacts(state);
  const tags = useContactTags();
  const readOnly = company?.isReadOnly === true && can.writableRoles.length === 0;

  return (
    <ListPageShell
      title="Contact Book"
      lead="Your customers and suppliers: who they are, where they are and how they pay."
      testId="contact-book"
      readOnly={readOnly}
      actions={
        <ListActions
          create={{ label: 'New contact', to: '/contactpage/' }}
          canCreate={can.writableRoles.length > 0}
          importTo="/contactbook/import"
          canImport={can.import}
          exportUrl={contactsExportUrl(state)}
        />
      }
      filters={<ContactFilters state={state} tags={tags.data ?? []} onChange={update} />}
    >
      <ListResults
        query={query}
        failureText="Could not load the contacts"
        empty={{
          testId: 'contacts-empty',
          text: contactListFiltered(state)
            ? 'No contacts match these filters.'
            : 'No contacts yet. Add your first customer or supplier, or import them from a CSV file.',
        }}
        page={state.page}
        pageSize={CONTACTS_PAGE_SIZE}
        noun={['contact', 'contacts']}
        onPage={(page) => update({ page })}
      >
        {(contacts) => (
          <ContactsTable
            contacts={contacts}
            sort={state.sort}
            onSort={(sort) => update({ sort })}
          />
        )}
      </ListResults>
    </ListPageShell>
  );
}
