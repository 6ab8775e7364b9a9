/** Business constants and limits, shared by server and web (listed in docs/product.md, Limits). */

export const PRODUCT_NAME = 'Facet';

/** Minimum password length, at sign-up and on a password change. */
export const PASSWORD_MIN_LENGTH = 6;
/** Upper bound so a hashing request can never be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const URL_MAX_LENGTH = 2048;

/** Display name (chat username): 2 to 50 characters after trimming. */
export const DISPLAY_NAME_MIN_LENGTH = 2;
export const DISPLAY_NAME_MAX_LENGTH = 50;

/** The web keeps the current-user answer (`GET /api/auth/me`) for 5 minutes. */
export const AUTH_CHECK_CACHE_MS = 5 * 60 * 1000;

/** Uploads: at most 10 MB (10,485,760 bytes) per file; one CV; up to 10 psychometric files. */
export const MAX_FILE_SIZE_BYTES = 10_485_760;
export const MAX_CV_FILES = 1;
export const MAX_PSYCHOMETRIC_FILES = 10;

/**
 * Per-member budgets, each counted for every instance together (in the shared limiter store or
 * the database), refused with 429 (413 for stored bytes) and a message naming the limit.
 */
/** Chat: at most 20 messages a minute. */
export const CHAT_MESSAGES_PER_MINUTE = 20;
/** Chat: at most 3 replies being written at once (a reply goes on after its client leaves). */
export const CHAT_REPLIES_IN_FLIGHT = 3;
/** Uploads: at most 30 files an hour (CV and psychometric together, refused ones included). */
export const UPLOADS_PER_HOUR = 30;
/** Uploads: at most 50 MB (52,428,800 bytes) of uploaded files stored per member. */
export const MAX_STORED_UPLOAD_BYTES = 52_428_800;

/** Toasts: one visible at a time, 5 s auto-close, swipe right past 50 px, F8 focuses them. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = 'F8';

/** Tooltips: open after 700 ms (300 ms between tooltips); an automatic tip waits 2 s by default. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOOLTIP_AUTO_DELAY_MS = 2_000;
