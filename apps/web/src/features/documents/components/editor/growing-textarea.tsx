import { InputBase } from '@mantine/core';
import { type ChangeEvent, useEffect, useRef } from 'react';

/** Whether the browser sizes a text area to its text by itself (CSS `field-sizing`). */
const sizesItself = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

interface GrowingTextareaProps {
  label: string;
  description?: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
}

/**
 * A text area of at least two rows that grows with its text, as Mantine's `<Textarea autosize
 * minRows={2}>` does, without measuring itself while React commits: Mantine's measures in a
 * layout effect, which makes the browser lay out the whole page there (55 ms behind a 50-line
 * document, most of its first render). Sized by CSS where the browser can; elsewhere measured
 * after the paint, when the layout is already done.
 */
export function GrowingTextarea({
  label,
  description,
  value,
  error,
  onChange,
}: GrowingTextareaProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever the text changes.
  useEffect(() => {
    const element = area.current;
    if (sizesItself || !element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`;
  }, [value]);
  return (
    <InputBase
      component="textarea"
      ref={area}
      multiline
      rows={2}
      label={label}
      description={description}
      value={value}
      error={error}
      onChange={onChange}
      styles={{
        input: {
          fieldSizing: 'content',
          minHeight: 'calc(2lh + 2 * var(--input-padding-y) + 2px)',
          overflow: 'hidden',
        },
      }}
    />
  );
}
