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

/**
 * SPEC §9 insight regeneration cooldown: 5 minutes, client side, counted from the last success
 * in this browser session (kept in sessionStorage, so a reload of the tab keeps it).
 */
export function useGenerationCooldown(userId: string, now: () => number = Date.now) {
  /** Whole minutes left (rounded up), or 0 when a generation may start. */
  const minutesLeft = useCallback((): number => {
    const raw = sessionStore()?.getItem(keyFor(userId));
    const last = raw ? Number(raw) : Number.NaN;
    if (!Number.isFinite(last)) return 0;
    const left = INSIGHTS_COOLDOWN_MS - (now() - last);
    return left > 0 ? Math.ceil(left / 60_000) : 0;
  }, [userId, now]);

  const recordSuccess = useCallback(() => {
    sessionStore()?.setItem(keyFor(userId), String(now()));
  }, [userId, now]);

  return { minutesLeft, recordSuccess };
}
