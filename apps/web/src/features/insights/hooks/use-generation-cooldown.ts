import { INSIGHTS_COOLDOWN_MS } from '@facet/contracts';
import { useCallback } from 'react';

const keyFor = (userId: string) => `facet:insights-generated-at:${userId}`;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The same set of files, whatever the order. */
const fileSetKey = (fileIds: readonly string[]) => [...fileIds].sort().join(',');

function readLast(userId: string): { at: number; files: string | null } | null {
  const raw = sessionStore()?.getItem(keyFor(userId));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { at?: unknown; files?: unknown };
    if (typeof value.at !== 'number') return null;
    return { at: value.at, files: typeof value.files === 'string' ? value.files : null };
  } catch {
    return null;
  }
}

/**
 * The insight regeneration cooldown, client side: 5 minutes from the last success in this browser
 * session (kept in sessionStorage, so a reload of the tab keeps it). Regenerating because the
 * files changed since (one added, removed or replaced) is not waste: the cooldown then does not
 * apply, as on the server.
 */
export function useGenerationCooldown(userId: string, now: () => number = Date.now) {
  /** Whole minutes left (rounded up), or 0 when a generation may start with these files. */
  const minutesLeft = useCallback(
    (fileIds: readonly string[]): number => {
      const last = readLast(userId);
      if (!last || last.files !== fileSetKey(fileIds)) return 0;
      const left = INSIGHTS_COOLDOWN_MS - (now() - last.at);
      return left > 0 ? Math.ceil(left / 60_000) : 0;
    },
    [userId, now],
  );

  const recordSuccess = useCallback(
    (fileIds: readonly string[]) => {
      const value = JSON.stringify({ at: now(), files: fileSetKey(fileIds) });
      sessionStore()?.setItem(keyFor(userId), value);
    },
    [userId, now],
  );

  return { minutesLeft, recordSuccess };
}
