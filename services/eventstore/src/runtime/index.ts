export { connectNats, consoleLogger, reconnectDelay, type ManagedNats, type NatsState, type NatsOptions, type RuntimeLogger } from './nats';
export { createHealth, createMetricsRegistry, databaseCheck, natsCheck, startHealthServer, temporalCheck, type Health, type ReadinessCheck } from './health';
export { Counter, Gauge, Histogram, type Registry } from 'prom-client';
export { closeAll } from './shutdown';
export { contextOfNatsHeaders, DEFAULT_SAMPLE_RATIO, natsTraceHeaders, startTracing, tracedHttp, type Tracing } from './tracing';
export { drainable, type DrainOutcome } from './drain';
export { CLIENT_IDLE_MS, keepAliveLongerThanClients } from './keep-alive';
export { buildOnce, contentHash } from './build-once';
export { databasePool } from './database-pool';
