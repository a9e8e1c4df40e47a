/**
 * Where commands get the time from. Deciders take the time in their commands (they read no clock);
 * the services that build those commands are given a Clock, so tests can fix it.
 */
export interface Clock {
  now: () => Date;
}

/** An ISO timestamp of the clock's time, as commands carry it. */
export const isoNow = (clock: Clock): string => clock.now().toISOString();
