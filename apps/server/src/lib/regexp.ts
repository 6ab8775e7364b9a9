/** Text to match literally inside a RegExp: every character with a meaning there is escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
