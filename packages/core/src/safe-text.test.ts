import { describe, expect, it } from 'vitest';
import { findUnsafeText, MAX_NESTING, unsafeTextProblem } from './safe-text.ts';

describe('unsafeTextProblem', () => {
  it('takes ordinary text in any script, emoji included', () => {
    for (const text of ['', 'Tan Ah Kow', '陈大文', 'தமிழ்', 'café 😀', 'tab\tand\nnewline'])
      expect(unsafeTextProblem(text)).toBeNull();
  });

  it('refuses NUL and lone surrogates wherever they are', () => {
    expect(unsafeTextProblem('a\u0000b')).toMatch(/NUL/);
    expect(unsafeTextProblem('\uD800')).toMatch(/surrogate/);
    expect(unsafeTextProblem('x\uDC00')).toMatch(/surrogate/);
    expect(unsafeTextProblem('\uDC00\uD800')).toMatch(/surrogate/);
  });
});

describe('findUnsafeText', () => {
  it('names the field of the first unsafe text', () => {
    const body = { name: 'ok', lines: [{ description: 'fine' }, { description: 'bad\u0000' }] };
    expect(findUnsafeText(body, 'body')).toEqual({
      field: 'body.lines.1.description',
      message: 'body.lines.1.description contains a NUL character (U+0000), which text cannot hold',
    });
  });

  it('checks keys, and leaves numbers, booleans, null and bytes alone', () => {
    expect(findUnsafeText({ 'a\u0000': 1 }, 'body')?.field).toBe('body');
    expect(findUnsafeText({ n: 1, b: true, z: null, f: Buffer.from([0]) }, 'body')).toBeNull();
  });

  it('refuses a value nested deeper than any request of Kira, without running out of stack', () => {
    let deep: unknown = 'end';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep, 'body')?.message).toBe('body is nested more than 64 levels deep');
    let fine: unknown = 'ok';
    for (let i = 0; i < MAX_NESTING; i++) fine = { a: fine };
    expect(findUnsafeText(fine, 'body')).toBeNull();
  });
});
