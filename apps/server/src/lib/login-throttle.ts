import type { Clock } from './clock.js';
import { FailureLimiter, type LimiterStore } from './failure-limiter.js';

export interface LoginLimits {
  /** Failed logins to one account from one IP before that pair is refused (429) for the window. */
  accountIpFailures: number;
  /** Failed logins or signups from one IP, over all accounts, before that IP is refused. */
  ipFailures: number;
  /**
   * Failed logins to one account from all IPs after which every attempt on it is slowed (never
   * refused: the owner, from an address with no failures, still gets in).
   */
  accountSlowdownAfter: number;
  /** The longest that slowing makes one attempt wait. */
  accountDelayMaxMs: number;
  windowMs: number;
}

/** The first slowed attempt waits this long; each further failure doubles it, up to the cap. */
const ACCOUNT_DELAY_BASE_MS = 250;

/** Why a login attempt is refused before its password is checked. */
export interface LoginRefusal {
  retryAfterSeconds: number;
}

/**
 * Login failure limits that slow an attacker without locking the owner out (the OWASP
 * Authentication Cheat Sheet's advice): an account's failures lock only the (account, IP) pair
 * that made them; an IP that fails across many accounts (credential stuffing, password spraying)
 * is locked; and an account under attack from many IPs answers every attempt progressively
 * slower, but never refuses one, so a distributed attacker cannot keep its owner out.
 */
export function createLoginThrottle(deps: {
  store: LimiterStore;
  limits: LoginLimits;
  clock: Clock;
  /** Waits; injectable so tests see the delay without waiting for it. */
  sleep?: (ms: number) => Promise<void>;
}) {
  const { store, limits, clock } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const windowMs = limits.windowMs;
  const pair = new FailureLimiter({
    store,
    prefix: 'login-account-ip',
    maxFailures: limits.accountIpFailures,
    windowMs,
    clock,
  });
  const ip = new FailureLimiter({
    store,
    prefix: 'login-ip',
    maxFailures: limits.ipFailures,
    windowMs,
    clock,
  });
  const account = new FailureLimiter({
    store,
    prefix: 'login-account',
    // Never refuses; only its count is read.
    maxFailures: Number.POSITIVE_INFINITY,
    windowMs,
    clock,
  });
  const pairKey = (email: string, address: string) => `${email}|${address}`;

  /** How long an attempt on an account with `failures` recent failures waits. */
  const delayFor = (failures: number): number => {
    if (failures < limits.accountSlowdownAfter) return 0;
    const steps = failures - limits.accountSlowdownAfter;
    return Math.min(limits.accountDelayMaxMs, ACCOUNT_DELAY_BASE_MS * 2 ** Math.min(steps, 20));
  };

  return {
    delayFor,

    /**
     * Before the password is checked: a refusal when this IP, or this IP on this account, has
     * failed too often; otherwise waits as long as the account's failures ask.
     */
    async admit(email: string, address: string): Promise<LoginRefusal | null> {
      const [byPair, byIp, failures] = await Promise.all([
        pair.retryAfterSeconds(pairKey(email, address)),
        ip.retryAfterSeconds(address),
        account.failures(email),
      ]);
      const wait = Math.max(byPair, byIp);
      if (wait > 0) return { retryAfterSeconds: wait };
      const delay = delayFor(failures);
      if (delay > 0) await sleep(delay);
      return null;
    },

    async failed(email: string, address: string): Promise<void> {
      await Promise.all([
        pair.recordFailure(pairKey(email, address)),
        ip.recordFailure(address),
        account.recordFailure(email),
      ]);
    },

    /**
     * The owner got in from this address: its pair starts afresh. The account's count is kept, so
     * an attack under way stays slowed.
     */
    async succeeded(email: string, address: string): Promise<void> {
      await pair.reset(pairKey(email, address));
    },

    /**
     * The account was deleted: its failure count goes. (Counts per account-and-address expire
     * with their window; they cannot be listed in every store.)
     */
    async forgetAccount(email: string): Promise<void> {
      await account.reset(email);
    },

    /** A failed signup (address taken) counts against the IP. */
    signupRefusal: (address: string) => ip.retryAfterSeconds(address),
    signupFailed: (address: string) => ip.recordFailure(address),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
