// What other packages may use to start workflows: the configuration and the workflow functions
// (for their types; a client starts them by name on the task queue).
export { loadWorkflowsConfig, type WorkflowsConfig } from './config';
export * from './workflows';
