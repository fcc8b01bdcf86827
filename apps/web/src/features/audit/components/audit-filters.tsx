import { Button, NativeSelect, SimpleGrid } from '@mantine/core';
import { DateField } from '../../../components/date-field.tsx';
import type { AuditMember } from '../api/list-audit-members.ts';
import { humaniseName } from '../audit-labels.ts';
import { type AuditFilters as Filters, NO_AUDIT_FILTERS } from '../audit-query.ts';

interface AuditFiltersProps {
  value: Filters;
  onChange: (value: Filters) => void;
  entities: readonly string[];
  actions: readonly string[];
  members: readonly AuditMember[];
}

function options(all: string, values: readonly string[], label = humaniseName) {
  return [{ value: '', label: all }, ...values.map((value) => ({ value, label: label(value) }))];
}

/** Narrow the trail by record type, action, member and Singapore dates; applies at once. */
export function AuditFilters({ value, onChange, entities, actions, members }: AuditFiltersProps) {
  const set = (name: keyof Filters) => (text: string) => onChange({ ...value, [name]: text });
  const filtered = Object.values(value).some((text) => text !== '');
  const memberOptions = [
    { value: '', label: 'Anyone' },
    ...members.map((member) => ({ value: member.userUid, label: member.name })),
  ];

  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ padding: 0, marginBottom: 8, fontWeight: 600 }}>Filters</legend>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
        <NativeSelect
          label="Record"
          data={options('All records', entities)}
          value={value.entity}
          onChange={(event) => set('entity')(event.currentTarget.value)}
        />
        <NativeSelect
          label="Action"
          data={options('All actions', actions)}
          value={value.action}
          onChange={(event) => set('action')(event.currentTarget.value)}
        />
        <NativeSelect
          label="Member"
          data={memberOptions}
          value={value.userUid}
          onChange={(event) => set('userUid')(event.currentTarget.value)}
        />
        <DateField
          label="From"
          datesOnly
          value={value.from}
          max={value.to}
          onChange={set('from')}
        />
        <DateField label="To" datesOnly value={value.to} min={value.from} onChange={set('to')} />
        {filtered ? (
          <Button
            variant="default"
            style={{ alignSelf: 'end' }}
            onClick={() => onChange(NO_AUDIT_FILTERS)}
          >
            Clear filters
          </Button>
        ) : null}
      </SimpleGrid>
    </fieldset>
  );
}
