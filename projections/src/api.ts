// What the API may use (ARCHITECTURE 2): the read models' row types and the read-your-writes
// waiter; never the runner or the projections themselves.
export type * from './read-models/tables';
export { CheckpointWaiter } from './runner/wait';
