/**
 * A service's configuration, or its exit: a wrong or missing value prints the one line that names
 * it (from `parseEnv`) and stops the process with code 1 before anything connects (ARCHITECTURE 10).
 * Here, not in the domain, because it does I/O; every service imports it.
 */
export const loadServiceConfig = <Config>(load: () => Config): Config => {
  try {
    return load();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
};
