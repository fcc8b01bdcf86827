import { NativeSelect, Select } from '@mantine/core';
import { ListFilters } from '../../../components/list/list-filters.tsx';
import { SearchField } from '../../../components/list/search-field.tsx';
import {
  type ArchivedFilter,
  CONTACT_LIST_DEFAULTS,
  type ContactListState,
  type ContactRoleFilter,
  contactListFiltered,
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
  const d = CONTACT_LIST_DEFAULTS;
  // A tag in the address that no contact has any more still shows as chosen.
  const tagOptions = state.tag !== '' && !tags.includes(state.tag) ? [state.tag, ...tags] : tags;

  return (
    <ListFilters
      legend="Find contacts"
      filtered={contactListFiltered(state)}
      onClear={() => onChange({ q: '', role: d.role, tag: '', archived: d.archived })}
    >
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
    </ListFilters>
  );
}
