import { Button, NativeSelect, Select, SimpleGrid } from '@mantine/core';
import { SearchField } from '../../../components/list/search-field.tsx';
import {
  type ArchivedFilter,
  CONTACT_LIST_DEFAULTS,
  type ContactListState,
  type ContactRoleFilter,
} from '../contact-list-params.ts';

const ROLE_OPTIONS: { value: ContactRoleFilter; label: string }[] = [
  { value: 'all', label: 'All contacts' },
  { value: 'customer', label: 'Customers' },
  { value: 'supplier', label: 'Suppliers' },
  { value: 'both', label: 'Customers and suppliers' },
];

const ARCHIVED_OPTIONS: { value: ArchivedFilter; label: string }[] = [
  { value: 'false', label: 'Active' },
  { value: 'true', label: 'Archived' },
  { value: 'all', label: 'Active and archived' },
];

interface ContactFiltersProps {
  state: ContactListState;
  tags: readonly string[];
  onChange: (change: Partial<ContactListState>, options?: { replace?: boolean }) => void;
}

/** Search, role, tag and archived: each applies at once and is kept in the address. */
export function ContactFilters({ state, tags, onChange }: ContactFiltersProps) {
  const filtered =
    state.q !== '' ||
    state.role !== CONTACT_LIST_DEFAULTS.role ||
    state.tag !== '' ||
    state.archived !== CONTACT_LIST_DEFAULTS.archived;
  // A tag in the address that no contact has any more still shows as chosen.
  const tagOptions = state.tag !== '' && !tags.includes(state.tag) ? [state.tag, ...tags] : tags;

  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ padding: 0, marginBottom: 8, fontWeight: 600 }}>Find contacts</legend>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
        <SearchField
          label="Search"
          placeholder="Name, UEN, e-mail, person or phone"
          value={state.q}
          onSearch={(q) => onChange({ q }, { replace: true })}
        />
        <NativeSelect
          label="Role"
          data={ROLE_OPTIONS}
          value={state.role}
          onChange={(event) => onChange({ role: event.currentTarget.value as ContactRoleFilter })}
        />
        <Select
          label="Tag"
          placeholder={tags.length === 0 ? 'No tags yet' : 'Any tag'}
          data={tagOptions}
          value={state.tag === '' ? null : state.tag}
          onChange={(tag) => onChange({ tag: tag ?? '' })}
          searchable
          clearable
          nothingFoundMessage="No such tag"
          comboboxProps={{ withinPortal: true }}
        />
        <NativeSelect
          label="Status"
          data={ARCHIVED_OPTIONS}
          value={state.archived}
          onChange={(event) => onChange({ archived: event.currentTarget.value as ArchivedFilter })}
        />
      </SimpleGrid>
      {filtered ? (
        <Button
          variant="subtle"
          size="xs"
          mt="xs"
          onClick={() =>
            onChange({
              q: '',
              role: CONTACT_LIST_DEFAULTS.role,
              tag: '',
              archived: CONTACT_LIST_DEFAULTS.archived,
            })
          }
        >
          Clear filters
        </Button>
      ) : null}
    </fieldset>
  );
}
