import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializer, writtenAsIs } from './serializer.ts';

const compile = (schema: z.ZodType, options?: { checkAgainstZod: boolean }) =>
  answerSerializer(options)({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('answerSerializer', () => {
  const item = z.object({
    id: z.string(),
    total: z.string(),
    dueDate: z.string().nullable(),
    tags: z.array(z.string()),
    archived: z.boolean(),
  });
  const page = z.object({ items: z.array(item), total: z.number().int() });

  it('writes what zod would, declared properties only', () => {
    const answer = {
      items: [
        {
          id: 'I1',
          total: '10.90',
          dueDate: null,
          tags: ['a "quoted" tag', 'ünïcode\n'],
          archived: false,
          searchText: 'never leaves the server',
        },
      ],
      total: 1,
      passwordHash: 'secret',
    };
    const written = compile(page, { checkAgainstZod: true })(answer);
    const { passwordHash: _p, ...declared } = answer;
    const [{ searchText: _s, ...declaredItem }] = answer.items as [
      (typeof answer.items)[0] & { searchText: string },
    ];
    expect(JSON.parse(written)).toEqual({ ...declared, items: [declaredItem] });
    expect(written).not.toContain('secret');
    expect(written).not.toContain('never leaves');
  });

  it('compiles an ordinary object, which writes only its declared properties', () => {
    // zod closes an object (`additionalProperties: false`) in its output schema only.
    expect(writtenAsIs(page)).toMatchObject({ additionalProperties: false });
    const written = compile(page)({
      items: [{ id: 'I1', total: '1.00', dueDate: null, tags: [], archived: true, extra: 'x' }],
      total: 1,
      passwordHash: 'secret',
    });
    expect(JSON.parse(written)).toEqual({
      items: [{ id: 'I1', total: '1.00', dueDate: null, tags: [], archived: true }],
      total: 1,
    });
  });

  it('refuses an answer that lacks a required property', () => {
    expect(() => compile(page)({ items: [{ id: 'I1' }], total: 1 })).toThrow();
  });

  it('in tests, refuses an answer zod would write otherwise or refuse', () => {
    const wrong = { items: [{ ...{ id: 'I1', total: null }, dueDate: null, tags: [] }], total: 1 };
    expect(() => compile(page, { checkAgainstZod: true })(wrong)).toThrow();
  });

  it('leaves to zod a schema JSON Schema cannot express or whose written form differs', () => {
    const withDate = z.object({ at: z.date() });
    expect(() => compile(withDate)({ at: 'not a date' })).toThrow();
    expect(compile(withDate)({ at: new Date('2026-11-23T00:00:00Z') })).toBe(
      '{"at":"2026-11-23T00:00:00.000Z"}',
    );
    expect(writtenAsIs(withDate)).toBeUndefined();
    const withDefault = z.object({ note: z.string().default('none') });
    expect(writtenAsIs(withDefault)).toBeUndefined();
    expect(compile(withDefault)({ note: 'paid' })).toBe('{"note":"paid"}');
    // zod's encoding needs the property a default fills in: refused, as before.
    expect(() => compile(withDefault)({})).toThrow("doesn't match the schema");
  });
});
