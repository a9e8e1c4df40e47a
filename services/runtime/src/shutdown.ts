import type { RuntimeLogger } from './nats';

/**
 * Closes each resource in order; one that fails (a NATS connection already closed, a database gone)
 * is logged and the rest are still closed, so shutdown always reaches the database and Temporal.
 */
export const closeAll = async (logger: RuntimeLogger, steps: Record<string, () => unknown>): Promise<void> => {
  for (const [name, step] of Object.entries(steps)) {
    try {
      await step();
    } catch (error) {
      logger.warn({ err: error }, `shutdown: closing ${name} failed`);
    }
  }
};
