import { describe, expect, it } from 'vitest';
import { ariaSortOf, toggleSort } from './sort-order.ts';

type Field = 'name' | 'updatedAt';

describe('toggleSort', () => {
  it('flips the direction of the sorted column', () => {
    expect(toggleSort<Field>('name', 'name')).toBe('-name');
    expect(toggleSort<Field>('-name', 'name')).toBe('name');
  });

  it('starts another column ascending, or descending when asked', () => {
    expect(toggleSort<Field>('-name', 'updatedAt')).toBe('updatedAt');
    expect(toggleSort<Field>('name', 'updatedAt', { descendingFirst: ['updatedAt'] })).toBe(
      '-updatedAt',
    );
  });
});

describe('ariaSortOf', () => {
  it('says how each column is sorted', () => {
    expect(ariaSortOf<Field>('name', 'name')).toBe('ascending');
    expect(ariaSortOf<Field>('-name', 'name')).toBe('descending');
    expect(ariaSortOf<Field>('name', 'updatedAt')).toBe('none');
  });
});
