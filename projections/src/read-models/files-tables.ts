import type { ColumnType } from 'kysely';
import type { BigIntColumn, Timestamp } from './column-types';

/** An upload url handed out and what became of its bytes (migration 103); written by the API's files module. */
export interface UploadsTable {
  id: string;
  company_id: string;
  user_id: string;
  kind: 'receipt' | 'avatar';
  key: string;
  file_name: string;
  declared_type: string;
  declared_size: BigIntColumn;
  max_bytes: BigIntColumn;
  state: 'pending' | 'verified' | 'refused';
  content_type: string | null;
  size_bytes: ColumnType<string | null, number | null, number | null>;
  sha256: string | null;
  expires_at: Timestamp;
  created_at: ColumnType<Date, string | Date | undefined, never>;
  verified_at: ColumnType<Date | null, string | Date | null, string | Date | null>;
}

export interface FilesReadModels {
  uploads: UploadsTable;
}
