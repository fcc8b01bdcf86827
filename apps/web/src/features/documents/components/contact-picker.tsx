import type { ContactListItem } from '@kira/core/contacts';
import { formatSgd } from '@kira/core/format/money';
import { Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useFoundContacts } from '../api/find-contacts.ts';

interface ContactPickerProps {
  label: string;
  /** The chosen contact's id and name ('' for none). */
  value: { id: string; name: string } | null;
  onChange: (contact: { id: string; name: string } | null) => void;
  error?: string;
  placeholder?: string;
  disabled?: boolean;
  /** What the options say beside each name (the UEN, and the balance where the API has one). */
  describe?: (contact: ContactListItem) => string;
}

const isZero = (amount: string) => /^0(\.0+)?$/.test(amount);

/** A contact's UEN, what it owes and what it has in credit, beside its name in the options. */
function describeContact(contact: ContactListItem): string {
  const { balance } = contact;
  const owed = balance && !isZero(balance.owed) ? `owes ${formatSgd(balance.owed)}` : '';
  const credit = balance && !isZero(balance.credit) ? `${formatSgd(balance.credit)} in credit` : '';
  return [contact.uen, owed, credit].filter(Boolean).join(' · ');
}

/** Search as you type among the company's contacts; each option shows its UEN and balance. */
export function ContactPicker({
  label,
  value,
  onChange,
  error,
  placeholder = 'Type a name, UEN or e-mail',
  disabled,
  describe = describeContact,
}: ContactPickerProps) {
  const [search, setSearch] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(search, 200);
  // While the chosen contact's name is the search text, list everyone rather than just it.
  const found = useFoundContacts(debounced === value?.name ? '' : debounced);
  const contacts = found.data ?? [];
  const byId = useMemo(() => new Map(contacts.map((c) => [c.id, c])), [contacts]);
  const options = contacts.map((contact) => ({ value: contact.id, label: contact.name }));
  if (value && !byId.has(value.id)) options.unshift({ value: value.id, label: value.name });

  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={options}
      value={value?.id ?? null}
      searchable
      clearable
      disabled={disabled}
      error={error}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? 'Looking…' : 'No contact matches'}
      onChange={(id, option) => onChange(id ? { id, name: option?.label ?? id } : null)}
      renderOption={({ option }) => {
        const contact = byId.get(option.value);
        const note = contact ? describe(contact) : '';
        return (
          <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
            <Text size="sm">{option.label}</Text>
            {note ? (
              <Text size="xs" c="dimmed">
                {note}
              </Text>
            ) : null}
          </Group>
        );
      }}
      // Its dropdown made only when opened: Mantine keeps it in the page, hidden, and places it
      // as the page renders, which made the browser lay out a 50-line document once more.
      comboboxProps={{ withinPortal: true, keepMounted: false }}
    />
  );
}
