import { describe, expect, it } from 'vitest';
import { spec, type Decider } from '@pt/contracts/core';

// The decider specs check that a decider never changes the state it is given (ADR 25).
type State = { seen: Set<string> };
const base = {
  events: ['ProbeRecorded'],
  initialState: (): State => ({ seen: new Set() }),
  evolve: (state: State, event: any): State => ({ seen: new Set(state.seen).add(event.id) }),
  decide: (_command: unknown, _state: State) => [{ type: 'ProbeRecorded', data: {} }],
} as unknown as Decider<State, unknown, any>;

describe('a decider spec', () => {
  it('passes a decider that answers new states', () => {
    expect(spec(base).given([{ type: 'ProbeRecorded', data: {} }] as any).when({})).toHaveLength(1);
  });

  it('fails an evolve that changes the state it is given', () => {
    const changing = { ...base, evolve: (state: State, event: any) => (state.seen.add(event.id), state) } as typeof base;
    expect(() => spec(changing).given([{ type: 'ProbeRecorded', data: {} }] as any)).toThrow(/evolve \(ProbeRecorded\) changed the state it was given/);
  });

  it('fails a decide that changes the state it is given', () => {
    const changing = { ...base, decide: (_c: unknown, state: State) => (state.seen.add('x'), []) } as unknown as typeof base;
    expect(() => spec(changing).given([]).when({})).toThrow(/decide changed the state it was given/);
  });
});
