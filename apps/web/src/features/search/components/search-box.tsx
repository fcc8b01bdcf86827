import { MSG_SEARCH_TOO_SHORT, SEARCH_PLACEHOLDER } from '@kira/core/constants';
import { TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { validateSearchQuery } from '../search-query.ts';
import classes from './search-box.module.css';

function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="7" cy="7" r="4.75" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="m10.5 10.5 3.5 3.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

interface SearchBoxProps {
  /** Width of the field. */
  w?: number | string;
  autoFocus?: boolean;
  /** Called when the search goes ahead (the phone layout closes its popover). */
  onSearch?: () => void;
}

/** The navbar's document search: Enter searches, following the seed's rules. */
export function SearchBox({ w, autoFocus, onSearch }: SearchBoxProps) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const decision = validateSearchQuery(value);
    if (decision.kind === 'ignore') {
      setError(null);
      return;
    }
    if (decision.kind === 'too-short') {
      setError(MSG_SEARCH_TOO_SHORT);
      return;
    }
    setError(null);
    onSearch?.();
    void navigate(decision.path);
  }

  return (
    <search>
      <form onSubmit={handleSubmit}>
        <TextInput
          type="search"
          aria-label="Search documents"
          placeholder={SEARCH_PLACEHOLDER}
          enterKeyHint="search"
          data-testid="search-input"
          data-autofocus={autoFocus ? true : undefined}
          leftSection={<SearchIcon />}
          w={w}
          value={value}
          error={error}
          classNames={{ root: classes.root, error: classes.error }}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            if (error) setError(null);
          }}
          // The message belongs to this attempt: leaving the field (or the page) clears it.
          onBlur={() => setError(null)}
        />
      </form>
    </search>
  );
}
