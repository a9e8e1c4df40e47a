import { fold, type Decider, type DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';

export interface DeciderOutcome<Event> {
  /** The events the command causes; throws what `decide` threw. */
  events(): Event[];
  /** The DomainError the command is refused with; throws if it was accepted or failed otherwise. */
  refusal(): DomainError;
}

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
        refusal: () => {
          let events: Event[];
          try {
            events = decide();
          } catch (error) {
            if (DomainError.is(error)) return error;
            throw error;
          }
          throw new Error(`Expected the command to be refused, but it decided ${JSON.stringify(events)}`);
        },
      };
    },
  }),
});
