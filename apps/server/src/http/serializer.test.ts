import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer.ts';

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('serializerCompiler', () => {
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
          tags: ['a "quoted" tag', 'ünïcode'],
          archived: false,
          searchText: 'never leaves the server',
        },
      ],
      total: 1,
      passwordHash: 'secret',
    };
    const written = compile(page)(answer);
    const { passwordHash: _p, ...declared } = answer;
    const [{ searchText: _s, ...declaredItem }] = answer.items as [
      (typeof answer.items)[0] & { searchText: string },
    ];
    expect(JSON.parse(written)).toEqual({ ...declared, items: [declaredItem] });
    expect(written).not.toContain('secret');
    expect(written).not.toContain('never leaves');
  });

  it('refuses an answer that lacks a required property', () => {
    expect(() => compile(page)({ items: [{ id: 'I1' }], total: 1 })).toThrow();
  });

  it('falls back to zod for a schema JSON Schema cannot express', () => {
    const withDate = z.object({ at: z.date() });
    expect(() => compile(withDate)({ at: 'not a date' })).toThrow();
    expect(compile(withDate)({ at: new Date('2026-11-23T00:00:00Z') })).toBe(
      '{"at":"2026-11-23T00:00:00.000Z"}',
    );
  });
});
