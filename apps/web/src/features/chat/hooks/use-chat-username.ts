import { useCallback, useSyncExternalStore } from 'react';

/** The chat display name lives in localStorage under this key. */
export const CHAT_USERNAME_KEY = 'ai-chat-username';

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    const value = window.localStorage.getItem(CHAT_USERNAME_KEY);
    return value?.trim() ? value : null;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CHAT_USERNAME_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Username: read from storage on load; saving stores it (and tells every reader). */
export function useChatUsername(): [string | null, (name: string) => void] {
  const username = useSyncExternalStore(subscribe, read, () => null);
  const save = useCallback((name: string) => {
    try {
      window.localStorage.setItem(CHAT_USERNAME_KEY, name.trim());
    } catch {
      // Storage blocked: the name lasts for this page only.
    }
    for (const listener of listeners) listener();
  }, []);
  return [username, save];
}
