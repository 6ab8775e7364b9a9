import { DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_MIN_LENGTH } from '@facet/contracts';

/** Name prompt: the trimmed name needs at least 2 characters (the field allows 50). */
export function isValidUsername(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length >= DISPLAY_NAME_MIN_LENGTH && trimmed.length <= DISPLAY_NAME_MAX_LENGTH;
}
