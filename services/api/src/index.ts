export { createApiServer, LIMITS, type ApiServerOptions } from './server';
export { loadConfig, type ApiConfig } from './shared/config';
export { typeDefs, schema } from './schema';
export type { ApiContext, ApiServices } from './shared/context';
