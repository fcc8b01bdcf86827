import { MSG_READ_ONLY_COMPANY } from '@kira/core/permissions';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { ListPager } from '../../../components/list/list-pager.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageShell } from '../../../components/page-shell.tsx';
import { ReadOnlyCompanyNotice } from '../../../components/read-only-company-notice.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { useListParams } from '../../../lib/listing/use-list-params.ts';
import { useAuthContext } from '../../auth/auth-context.tsx';
import { useContactTags } from '../api/list-contact-tags.ts';
import { contactsExportUrl, useContacts } from '../api/list-contacts.ts';
import { ContactBookActions } from '../components/contact-book-actions.tsx';
import { ContactFilters } from '../components/contact-filters.tsx';
import { ContactsTable } from '../components/contacts-table.tsx';
import { contactAbilities } from '../contact-abilities.ts';
import {
  CONTACT_LIST_DEFAULTS,
  CONTACTS_PAGE_SIZE,
  contactListFromParams,
  contactListToParams,
} from '../contact-list-params.ts';

/** /contactbook/: every customer and supplier, searched, filtered, sorted and paged. */
export function ContactBookPage() {
  const { company, abilities } = useAuthContext();
  const deleted = (useLocation().state as { deleted?: string } | null)?.deleted;
  const can = contactAbilities(abilities);
  const [state, update] = useListParams(contactListFromParams, contactListToParams);
  const query = useContacts(state);
  const tags = useContactTags();
  const data = query.data;
  const filtered =
    state.q !== '' ||
    state.role !== CONTACT_LIST_DEFAULTS.role ||
    state.tag !== '' ||
    state.archived !== CONTACT_LIST_DEFAULTS.archived;
  const readOnly = company?.isReadOnly === true && can.writableRoles.length === 0;

  return (
    <PageShell
      size="lg"
      title="Contact Book"
      lead="Your customers and suppliers: who they are, where they are and how they pay."
      testId="contact-book"
    >
      <Stack gap="lg">
        {readOnly ? <ReadOnlyCompanyNotice message={MSG_READ_ONLY_COMPANY} /> : null}
        {deleted ? <StatusAlert kind="success">{deleted} is deleted.</StatusAlert> : null}
        <Group justify="flex-end">
          <ContactBookActions
            canCreate={can.writableRoles.length > 0}
            canImport={can.import}
            exportUrl={contactsExportUrl(state)}
          />
        </Group>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <ContactFilters state={state} tags={tags.data ?? []} onChange={update} />
        </Paper>
        {query.isError ? (
          <StatusAlert kind="error">
            {errorText(query.error, 'Could not load the contacts')}
          </StatusAlert>
        ) : null}
        {query.isPending ? <LoadingScreen /> : null}
        {data ? (
          <Stack gap="sm" aria-busy={query.isFetching}>
            {data.total === 0 ? (
              <Text role="status" data-testid="contacts-empty">
                {filtered
                  ? 'No contacts match these filters.'
                  : 'No contacts yet. Add your first customer or supplier, or import them from a CSV file.'}
              </Text>
            ) : (
              <Paper withBorder radius="md">
                <ContactsTable
                  contacts={data.items}
                  sort={state.sort}
                  onSort={(sort) => update({ sort })}
                />
              </Paper>
            )}
            {data.total > 0 ? (
              <ListPager
                page={state.page}
                pageSize={CONTACTS_PAGE_SIZE}
                total={data.total}
                noun={data.total === 1 ? 'contact' : 'contacts'}
                onPage={(page) => update({ page })}
              />
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </PageShell>
  );
}
