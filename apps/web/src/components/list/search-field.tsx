import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

interface SearchFieldProps {
  /** The search the list shows now (from the address). */
  value: string;
  /** Called once typing pauses (250 ms) with the new search. */
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  description?: string;
}

/**
 * Search as you type: the list follows the text once typing pauses. A search changed elsewhere
 * (back, forward, Clear filters) replaces the text, but never what is being typed.
 */
export function SearchField({
  value,
  onSearch,
  label,
  placeholder,
  description,
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, 250);
  const committed = useRef(value);
  // Only a pause in typing commits: not a new onSearch from a parent's render.
  const search = useRef(onSearch);
  search.current = onSearch;

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (debounced === committed.current) return;
    committed.current = debounced;
    search.current(debounced);
  }, [debounced]);

  return (
    <TextInput
      type="search"
      label={label}
      description={description}
      placeholder={placeholder}
      value={text}
      maxLength={100}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => setText(event.currentTarget.value)}
      data-testid="list-search"
    />
  );
}
