import type { ColumnType } from 'kysely';
import type { Timestamp } from '../column-types';

/** An API client of a company (migration 170); read by the API's authenticator and the identity provider. */
export interface ApiClientsTable {
  id: string;
  company_id: string;
  name: string;
  access: 'READ_ONLY' | 'READ_WRITE';
  scopes: string[];
  secret_sha256: string;
  status: 'ACTIVE' | 'REVOKED';
  created_by_user_id: string;
  created_at: Timestamp;
  revoked_at: ColumnType<Date | null, string | Date | null, string | Date | null>;
}

/** When a client last called the API (migration 170); written by the API itself, not a projection. */
export interface ApiClientUsageTable {
  client_id: string;
  company_id: string;
  last_used_at: Timestamp;
}

export interface ApiClientsReadModels {
  api_clients: ApiClientsTable;
  api_client_usage: ApiClientUsageTable;
}
