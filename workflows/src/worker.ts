import { Client, Connection } from '@temporalio/client';
import { NativeConnection, Worker } from '@temporalio/worker';
import { loadWorkflowsConfig, strictWebhookUrls } from './config';
import { PostgresEventStore } from '@spend/eventstore';
import { closeAll, consoleLogger, createHealth, createMetricsRegistry, databaseCheck, databasePool, loadServiceConfig, startHealthServer, startTracing, temporalCheck } from '@spend/runtime';
import { workflowCode } from './bundle';
import { clientTracing, workerTracing } from './tracing/worker-tracing';
import { workflowMetricsModule, workflowMetricsSinks } from './metrics/worker-metrics';
import * as smokeActivities from './activities';
import { createProcessManagerCheckpoints } from './process-manager-checkpoints';
import { createRequestActivities } from './requests/activities';
import { runApprovalProcessManager } from './requests/process-manager';
import { createSnapshotActivities } from './snapshots/activities';
import { runSnapshotProcessManager } from './snapshots/process-manager';
import { createBankActivities } from './bank/activities';
import { createStatementActivities } from './statements/activities';
import { runStatementProcessManager } from './statements/process-manager';
import { createPlaidHttpProvider } from './bank/provider';
import { createAccountActivities } from './account/activities';
import { createAchActivities } from './account/ach-activities';
import { runPaymentDueProcessManager } from './account/process-manager';
import { createAccountingActivities } from './accounting/activities';
import { createCodatClient } from './accounting/codat-client';
import { createWebhookActivities } from './webhooks/activities';
import { runWebhookProcessManager } from './webhooks/process-manager';
import { runReceiptReadingProcessManager } from './receipts/process-manager';
import { runTodoReminderProcessManager } from './todo/process-manager';
import { createHistoryActivities } from './history/activities';
import { createAnchorStore } from './history/anchor-store';
import { ensureHistoryAnchorSchedule } from './history/schedule';

// The Temporal worker for task queue `spend` (TEMPORAL_TASK_QUEUE): every workflow in ./workflows.ts.
const config = loadServiceConfig(loadWorkflowsConfig);
// OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set: workflow starts, workflows and activities.
const tracing = loadServiceConfig(() => startTracing('worker'));
const traced = workerTracing(tracing);
const connection = await NativeConnection.connect({ address: config.TEMPORAL_ADDRESS });
const store = new PostgresEventStore({ connectionString: config.DATABASE_URL });
const logger = consoleLogger('worker');
const registry = createMetricsRegistry('worker');
const health = createHealth({ registry, checks: { database: databaseCheck(store.pool), temporal: temporalCheck(connection) } });
const healthServer = await startHealthServer(health, config.HEALTH_PORT, config.HEALTH_HOST, logger);
// The bank activities create each connection's sync schedule through this client.
const scheduler = new Client({ connection: Connection.lazy({ address: config.TEMPORAL_ADDRESS }), namespace: config.TEMPORAL_NAMESPACE, interceptors: clientTracing(!!tracing) });
const bankProvider = createPlaidHttpProvider(config.BANK_PROVIDER_URL);
const bank = createBankActivities({ store, provider: bankProvider, client: scheduler, taskQueue: config.TEMPORAL_TASK_QUEUE, syncIntervalMs: config.BANK_SYNC_INTERVAL_MS, tokenKey: config.BANK_TOKEN_KEY });
// Retries of a push are Temporal's (with backoff); the client itself tries once per activity attempt.
const accounting = createAccountingActivities({ store, provider: createCodatClient({ baseUrl: config.CODAT_BASE_URL, apiKey: config.CODAT_API_KEY, timeoutMs: config.CODAT_TIMEOUT_MS, retries: 0 }) });
// Webhook deliveries sign with secrets derived from WEBHOOK_SECRET_KEY; Temporal retries them with backoff.
// READY_TO_SYNC is read from the transactions read model (the worker's role reads under row-level security).
const readModels = databasePool({ connectionString: config.DATABASE_URL, max: 2 }, logger, 'webhook read models');
const anchors = createAnchorStore({
  endpoint: config.ANCHOR_S3_ENDPOINT, region: config.ANCHOR_S3_REGION, bucket: config.ANCHOR_S3_BUCKET, accessKeyId: config.ANCHOR_S3_ACCESS_KEY_ID,
  secretAccessKey: config.ANCHOR_S3_SECRET_ACCESS_KEY, mode: config.ANCHOR_LOCK_MODE, retentionDays: config.ANCHOR_RETENTION_DAYS,
});
const webhooks = createWebhookActivities({ store, secretKey: config.WEBHOOK_SECRET_KEY, strict: strictWebhookUrls(config), timeoutMs: config.WEBHOOK_TIMEOUT_MS, readModels });
try {
  const code = await workflowCode(new URL('./workflows.ts', import.meta.url).pathname, [workflowMetricsModule, ...traced.workflowModules]);
  const worker = await Worker.create({
    connection,
    namespace: config.TEMPORAL_NAMESPACE,
    taskQueue: config.TEMPORAL_TASK_QUEUE,
    ...code.source,
    interceptors: { workflowModules: code.workflowModules, activity: traced.activity },
    sinks: { ...workflowMetricsSinks(registry), ...traced.sinks },
    activities: { ...smokeActivities, ...createRequestActivities(store), ...createSnapshotActivities(store, config.SNAPSHOT_DIR), ...bank, ...createAccountActivities(store), ...createAchActivities({ store, provider: bankProvider, tokenKey: config.BANK_TOKEN_KEY }), ...accounting, ...webhooks,
      ...createStatementActivities({ store, client: scheduler, taskQueue: config.TEMPORAL_TASK_QUEUE }), ...createHistoryActivities({ store, anchors }) },
  });
  await ensureHistoryAnchorSchedule(scheduler, config.TEMPORAL_TASK_QUEUE, config.ANCHOR_INTERVAL_MS);
  // The process manager starts approval workflows from the events; it stops with the worker.
  const clientConnection = await Connection.connect({ address: config.TEMPORAL_ADDRESS });
  const client = new Client({ connection: clientConnection, namespace: config.TEMPORAL_NAMESPACE, interceptors: clientTracing(!!tracing) });
  const stop = new AbortController();
  // Each manager's partitions are shared by every worker and resume after a restart from their stored
  // positions (process_manager_checkpoints). Each manager holds one session for its partition locks.
  const managers = ['approvals', 'snapshots', 'statements', 'payments-due', 'webhooks', 'receipt-reading', 'todo-reminders'];
  // A dropped connection is replaced on the next query; the managers retry a failed save.
  const checkpointPool = databasePool({ connectionString: config.DATABASE_URL, max: managers.length + 3 }, logger, 'process manager checkpoints');
  const checkpoints = createProcessManagerCheckpoints(checkpointPool);
  const checkpoint = (name: string) => ({ store: checkpoints, name, partitions: config.PROCESS_MANAGER_PARTITIONS, logger });
  const common = { store, client, taskQueue: config.TEMPORAL_TASK_QUEUE, signal: stop.signal };
  const manager = runApprovalProcessManager({ ...common, remindAfterMs: config.APPROVAL_REMINDER_MS, checkpoint: checkpoint('approvals') });
  const snapshots = runSnapshotProcessManager({ ...common, checkpoint: checkpoint('snapshots') });
  const statements = runStatementProcessManager({ ...common, checkpoint: checkpoint('statements') });
  const paymentsDue = runPaymentDueProcessManager({ ...common, achPollMs: config.ACH_TRANSFER_POLL_MS, checkpoint: checkpoint('payments-due') });
  const webhookDelivery = { retry: { initialIntervalMs: config.WEBHOOK_RETRY_MS, maximumAttempts: config.WEBHOOK_ATTEMPTS }, attemptTimeoutMs: config.WEBHOOK_TIMEOUT_MS + 5_000 };
  const webhookEvents = runWebhookProcessManager({ ...common, delivery: webhookDelivery, checkpoint: checkpoint('webhooks') });
  // Receipt files are read on the API's task queue, where the storage is (the workflow says so).
  const receiptReading = runReceiptReadingProcessManager({ ...common, checkpoint: checkpoint('receipt-reading') });
  // A member's to-do is read and mailed on the API's task queue too.
  const todoReminders = runTodoReminderProcessManager({ ...common, intervalMs: config.TODO_REMINDER_INTERVAL_MS, checkpoint: checkpoint('todo-reminders') });
  // Runs until SIGINT/SIGTERM, then drains.
  try {
    await worker.run();
  } finally {
    stop.abort();
    await Promise.all([manager, snapshots, statements, paymentsDue, webhookEvents, receiptReading, todoReminders]);
    await checkpointPool.end();
    await clientConnection.close();
  }
} finally {
  healthServer?.close();
  await closeAll(logger, { readModels: () => readModels.end(), scheduler: () => scheduler.connection.close(), anchors: async () => anchors.close(), store: () => store.close(), temporal: () => connection.close(), tracing: () => tracing?.shutdown() });
}
