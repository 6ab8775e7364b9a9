/**
 * The live reply lives outside React state: a chunk updates this tiny store, and only the
 * components subscribed to it (the streaming reply) re-render — never the message list.
 */
export type StreamPhase = 'idle' | 'thinking' | 'streaming' | 'stopped';

export interface StreamSnapshot {
  phase: StreamPhase;
  /** The partial reply so far. */
  text: string;
}

export interface StreamStore {
  get(): StreamSnapshot;
  subscribe(listener: () => void): () => void;
  set(next: Partial<StreamSnapshot>): void;
  append(delta: string): void;
}

const IDLE: StreamSnapshot = { phase: 'idle', text: '' };

export function createStreamStore(): StreamStore {
  let snapshot = IDLE;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next) {
      snapshot = { ...snapshot, ...next };
      emit();
    },
    append(delta) {
      snapshot = { phase: 'streaming', text: snapshot.text + delta };
      emit();
    },
  };
}

export function isBusy(phase: StreamPhase): boolean {
  return phase === 'thinking' || phase === 'streaming';
}
