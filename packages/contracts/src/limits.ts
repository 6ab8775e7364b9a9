/** Business constants and limits of SPEC §9, shared by server and web. */

export const PRODUCT_NAME = 'Facet';

/** SPEC §5/§9: minimum password length. */
export const PASSWORD_MIN_LENGTH = 6;
/** Upper bound so a hashing request can never be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const URL_MAX_LENGTH = 2048;

/** SPEC §9: display name (chat username) 2 to 50 characters. */
export const DISPLAY_NAME_MIN_LENGTH = 2;
export const DISPLAY_NAME_MAX_LENGTH = 50;

/** SPEC §7/§9: the current-user call is cached for 5 minutes. */
export const AUTH_CHECK_CACHE_MS = 5 * 60 * 1000;

/** SPEC §9: files. */
export const MAX_FILE_SIZE_BYTES = 10_485_760;
export const MAX_CV_FILES = 1;
export const MAX_PSYCHOMETRIC_FILES = 10;

/** SPEC §9: toasts. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = 'F8';

/** SPEC §9: tooltips. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOOLTIP_AUTO_DELAY_MS = 2_000;

/** SPEC §1: the dashboard's static progress rings. */
export const PROGRESS_RINGS = [
  { key: 'identify', label: 'Identify', value: 75 },
  { key: 'contribution', label: 'Contribution', value: 60 },
  { key: 'state', label: 'State', value: 40 },
  { key: 'action', label: 'Action', value: 85 },
] as const;
