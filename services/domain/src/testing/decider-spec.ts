import { fold, type Decider, type DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';

export interface DeciderOutcome<Event> {
  /** The events the command causes; throws what `decide` threw. */
  events(): Event[];
  /** The DomainError the command is refused with; throws if it was accepted or failed otherwise. */
  refusal(): DomainError;
}

/** The DomainError `run` is refused with; throws if it was accepted or failed otherwise (a rule spanning streams is not one decider). */
export const refusalOf = (run: () => unknown): DomainError => {
  let result: unknown;
  try {
    result = run();
  } catch (error) {
    if (DomainError.is(error)) return error;
    throw error;
  }
  throw new Error(`Expected a refusal, but it decided ${JSON.stringify(result)}`);
};

/**
 * Given / when / then for deciders (as Emmett's DeciderSpecification), free of any test framework:
 * `spec.given(history).when(command).events()` or `.refusal()`, then assert with the test's `expect`.
 */
export const deciderSpec = <State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) => ({
  given: (history: readonly Event[]) => ({
    when: (command: Command): DeciderOutcome<Event> => {
      const decide = () => decider.decide(command, fold(decider, history));
      return {
        events: decide,
        refusal: () => refusalOf(decide),
      };
    },
  }),
});
