import type { ColumnType } from 'kysely';

/**
 * bigint (int8) columns arrive from pg as strings (pg's default parser, kept: no float ever touches
 * money in SQL or in pg); written as numbers (integer cents) or strings. The API converts with
 * `Number(...)` at its edge (safe: amounts are bounded by Number.MAX_SAFE_INTEGER cents).
 */
export type BigIntColumn = ColumnType<string, number | string, number | string>;
export type Timestamp = ColumnType<Date, string | Date, string | Date>;
/** A column with a database default: optional when inserting. */
export type Optional<T> = ColumnType<T, T | undefined, T>;
