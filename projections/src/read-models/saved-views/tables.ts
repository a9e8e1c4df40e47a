import type { ColumnType } from 'kysely';
import type { Optional, Timestamp } from '../column-types';

/** jsonb: read parsed, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;

/** Members' saved views of /transactions (migration 380); written only by the saved-views projection. */
export interface SavedViewsTable {
  id: string;
  company_id: string;
  owner_user_id: string;
  name: string;
  shared: boolean;
  /** The list's query-string parameters, name -> value. */
  params: Json<Record<string, string>>;
  hidden_columns: Json<string[]>;
  deleted: Optional<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SavedViewsReadModels {
  saved_views: SavedViewsTable;
}
