import pg from 'pg';
import type { ApiClientRecord, ApiClientRegistry } from './api-clients';
import { readScoped } from './scoped-read';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The API clients as the API's read model holds them (`api_clients`, written by the projections from
 * the ApiClientCreated/Revoked events). This provider connects as `spend_identity`, which may read
 * one client at a time by id (row-level security names it), and nothing else: the API stays the one
 * writer, and a revocation reaches the token endpoint without a copy here to go stale.
 */
export class PostgresApiClientRegistry implements ApiClientRegistry {
  private readonly pool: pg.Pool;

  constructor(connectionString: string) {
    // Lazy: the provider starts (and serves its users) even before the database is there.
    this.pool = new pg.Pool({ connectionString, max: 4 });
    this.pool.on('error', () => undefined);
  }

  async find(clientId: string): Promise<ApiClientRecord | undefined> {
    if (!UUID.test(clientId)) return undefined;
    const [row] = await readScoped<{ id: string; name: string; company_id: string; scopes: string[]; secret_sha256: string }>(
      this.pool, 'app.api_client_id', clientId,
      `SELECT id, name, company_id, scopes, secret_sha256 FROM api_clients WHERE id = $1 AND status = 'ACTIVE'`, [clientId],
    );
    return row && { clientId: row.id, name: row.name, companyId: row.company_id, scopes: row.scopes, secretSha256: row.secret_sha256 };
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
