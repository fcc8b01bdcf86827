import { isDecimalString } from '@kira/core/money';
import { type Column, getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** The longest text a column of an archive may hold: more than any of Kira's own limits. */
const MAX_TEXT = 200_000;
const MAX_ARRAY = 1_000;
const MAX_JSON_DEPTH = 20;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INT32 = 2 ** 31 - 1;

/**
 * A table's rows as an archive carries them (JSON, keyed by the schema's property names, dates
 * as ISO text, decimals as text) and back, checked column by column from the schema itself: a
 * value the column cannot hold (text with U+0000, a decimal beyond its precision, a date that
 * is no date, an unknown field) is refused with its name, before the database sees it.
 */
export function rowCodec(table: PgTable, { omit = [] }: { omit?: readonly string[] } = {}) {
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key]) => key !== 'tenantId' && !omit.includes(key),
  );
  const known = new Set(columns.map(([key]) => key));

  return {
    /** A row read from the database, as a JSON object. */
    encode(row: Record<string, unknown>): Record<string, unknown> {
      const out: Record<string, unknown> = {};
      for (const [key] of columns) {
        const value = row[key];
        out[key] = value instanceof Date ? value.toISOString() : value;
      }
      return out;
    },

    /** A JSON object from an archive as a row to insert (without its tenant), or why not. */
    decode(value: unknown): { row: Record<string, unknown> } | { problem: string } {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return { problem: 'a line is not a JSON object' };
      const input = value as Record<string, unknown>;
      for (const key of Object.keys(input))
        if (!known.has(key))
          return { problem: `it has a field "${key.slice(0, 60)}" Kira does not know` };
      const row: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        if (!(key in input) || input[key] === undefined) {
          if (column.notNull && !column.hasDefault) return { problem: `"${key}" is missing` };
          continue;
        }
        const decoded = decodeValue(column, input[key]);
        if ('problem' in decoded) return { problem: `"${key}" ${decoded.problem}` };
        row[key] = decoded.value;
      }
      return { row };
    },
  };
}

export type RowCodec = ReturnType<typeof rowCodec>;

function decodeValue(column: Column, value: unknown): { value: unknown } | { problem: string } {
  if (value === null) return column.notNull ? { problem: 'cannot be empty' } : { value: null };
  switch (column.columnType) {
    case 'PgText':
      return textValue(value);
    case 'PgBoolean':
      return typeof value === 'boolean' ? { value } : { problem: 'is not true or false' };
    case 'PgInteger':
      return Number.isInteger(value) && Math.abs(value as number) <= INT32
        ? { value }
        : { problem: 'is not a whole number a column can hold' };
    case 'PgBigInt53':
      return Number.isSafeInteger(value) ? { value } : { problem: 'is not a whole number' };
    case 'PgNumeric':
      return decimalValue(column, value);
    case 'PgDateString':
      return typeof value === 'string' && DATE.test(value) && isRealDate(value)
        ? { value }
        : { problem: 'is not a date (YYYY-MM-DD)' };
    case 'PgTimestamp': {
      const date = typeof value === 'string' ? new Date(value) : null;
      return date && !Number.isNaN(date.getTime()) && value === date.toISOString()
        ? { value: date }
        : { problem: 'is not a moment in ISO form' };
    }
    case 'PgArray': {
      if (!Array.isArray(value) || value.length > MAX_ARRAY) return { problem: 'is not a list' };
      for (const item of value)
        if ('problem' in textValue(item)) return { problem: 'is not a list of text' };
      return { value };
    }
    case 'PgJsonb':
      return jsonProblem(value, 0) ?? { value };
    default:
      return { problem: `has a type (${column.columnType}) the archive cannot carry` };
  }
}

function textValue(value: unknown): { value: string } | { problem: string } {
  if (typeof value !== 'string') return { problem: 'is not text' };
  if (value.length > MAX_TEXT) return { problem: 'is longer than Kira keeps' };
  if (value.includes('\u0000')) return { problem: 'holds a NUL character (U+0000)' };
  return { value };
}

function decimalValue(column: Column, value: unknown): { value: string } | { problem: string } {
  const { precision, scale } = column as Column & { precision?: number; scale?: number };
  if (typeof value !== 'string' || !isDecimalString(value)) return { problem: 'is not a decimal' };
  const [whole = '', fraction = ''] = value.replace(/^-/, '').split('.');
  const wholeDigits = whole.replace(/^0+(?=\d)/, '').length;
  if (scale !== undefined && fraction.length > scale)
    return { problem: `has more than ${scale} decimals` };
  if (precision !== undefined && scale !== undefined && wholeDigits > precision - scale)
    return { problem: 'is larger than the column holds' };
  return { value };
}

/** Why a JSON value cannot be kept (PostgreSQL's jsonb refuses U+0000), or null. */
function jsonProblem(value: unknown, depth: number): { problem: string } | null {
  if (depth > MAX_JSON_DEPTH) return { problem: 'is nested too deep' };
  if (typeof value === 'string')
    return 'problem' in textValue(value) ? (textValue(value) as { problem: string }) : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = jsonProblem(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return { problem: 'holds a NUL character (U+0000)' };
      const problem = jsonProblem(item, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}

function isRealDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}
