import {
  DOCUMENT_KINDS,
  DOCUMENT_STATUS_LABELS,
  type DocumentKind,
} from '@kira/core/document-lifecycle';
import { EXPENSE_CATEGORIES, type ExpenseCategory } from '@kira/core/option-lists';
import { MultiSelect, NativeSelect } from '@mantine/core';
import { DateField } from '../../../components/date-field.tsx';
import { ListFilters } from '../../../components/list/list-filters.tsx';
import { SearchField } from '../../../components/list/search-field.tsx';
import {
  DOCUMENT_LIST_DEFAULTS,
  type DocumentListState,
  documentListFiltered,
  hasLateness,
  type LatenessFilter,
  statusesOf,
} from '../document-list-params.ts';
import { ContactPicker } from './contact-picker.tsx';

// Clearing puts every filter back to its default; the kind, the order and the page stay.
const { kind: _kind, sort: _sort, page: _page, ...clearedFilters } = DOCUMENT_LIST_DEFAULTS;

interface DocumentFiltersProps {
  state: DocumentListState;
  /** The kinds this user may read, by their seed labels. */
  kinds: readonly DocumentKind[];
  /** The name of the contact filtered by, when known. */
  contactName: string;
  onChange: (change: Partial<DocumentListState>, options?: { replace?: boolean }) => void;
}

/**
 * Kind, search, statuses (any of several), lateness, an expense's category, contact, product
 * (when a product page's link set it) and issue dates: each applies at once.
 */
export function DocumentFilters({ state, kinds, contactName, onChange }: DocumentFiltersProps) {
  const lateLabel = state.kind === 'quotation' ? 'Expired' : 'Overdue';
  const lateOptions: { value: LatenessFilter; label: string }[] = [
    { value: 'all', label: 'Any' },
    { value: 'late', label: lateLabel },
    { value: 'onTime', label: `Not ${lateLabel.toLowerCase()}` },
  ];
  return (
    <ListFilters
      legend="Find documents"
      filtered={documentListFiltered(state)}
      onClear={() => onChange(clearedFilters)}
    >
      <NativeSelect
        label="Kind"
        data={DOCUMENT_KINDS.filter((k) => kinds.includes(k.value)).map((k) => ({
          value: k.value,
          label: k.label,
        }))}
        value={state.kind}
        onChange={(event) =>
          onChange({
            kind: event.currentTarget.value as DocumentKind,
            statuses: [],
            late: 'all',
            category: '',
          })
        }
      />
      <SearchField
        label="Search"
        placeholder="Number, contact, reference or item"
        value={state.q}
        onSearch={(q) => onChange({ q }, { replace: true })}
      />
      <MultiSelect
        label="Status"
        placeholder={state.statuses.length === 0 ? 'Any status' : undefined}
        data={statusesOf(state.kind).map((status) => ({
          value: status,
          label: DOCUMENT_STATUS_LABELS[status],
        }))}
        value={[...state.statuses]}
        onChange={(values) =>
          onChange({
            // In the kind's order, whatever order they were picked in.
            statuses: statusesOf(state.kind).filter((status) => values.includes(status)),
          })
        }
        clearable
        miw={180}
      />
      {state.kind === 'expense' ? (
        <NativeSelect
          label="Category"
          data={[{ value: '', label: 'Any category' }, ...EXPENSE_CATEGORIES]}
          value={state.category}
          onChange={(event) =>
            onChange({ category: event.currentTarget.value as ExpenseCategory | '' })
          }
        />
      ) : null}
      {hasLateness(state.kind) ? (
        <NativeSelect
          label={lateLabel}
          data={lateOptions}
          value={state.late}
          onChange={(event) => onChange({ late: event.currentTarget.value as LatenessFilter })}
        />
      ) : null}
      <ContactPicker
        label="Contact"
        placeholder="Any contact"
        value={state.contactId ? { id: state.contactId, name: contactName } : null}
        onChange={(contact) => onChange({ contactId: contact?.id ?? '' })}
      />
      {state.productId ? (
        // Set by a product page's link: the product is known by its id only here.
        <NativeSelect
          label="Product"
          data={[
            { value: state.productId, label: 'The product chosen' },
            { value: '', label: 'Any product' },
          ]}
          value={state.productId}
          onChange={(event) => onChange({ productId: event.currentTarget.value })}
        />
      ) : null}
      <DateField
        label="Issued from"
        datesOnly
        value={state.from}
        onChange={(from) => onChange({ from })}
      />
      <DateField label="Issued to" datesOnly value={state.to} onChange={(to) => onChange({ to })} />
    </ListFilters>
  );
}
