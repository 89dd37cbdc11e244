import type { DomainEvent, NewEvent } from '@pt/contracts';

/** An aggregate's rules: fold its stream with `evolve`, then `decide` what a command appends. */
export interface Decider<State, Command> {
  initialState: () => State;
  evolve: (state: State, event: DomainEvent) => State;
  /** Pure: answers the new events, or throws a CommandRejected. */
  decide: (command: Command, state: State) => NewEvent[];
}

/** A command that the rules refuse: the HTTP layer turns it into its status and message. */
export class CommandRejected extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 410 | 422,
    message: string,
  ) {
    super(message);
    this.name = 'CommandRejected';
  }
}
