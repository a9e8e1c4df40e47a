export * from './decider-spec';
export * from './sample-events';

/** A refusal for funds as the domain words it (aboveAvailableMessage): spec 5's text, who is short, by how much, what to raise. */
export const ABOVE_AVAILABLE_NAMED =
  /^The assigned funds cannot be greater than the available funds\. .+ has \$[\d,]+\.\d\d available(, so this budget can have at most \$[\d,]+\.\d\d)?; raise .+ funding first\.$/;
