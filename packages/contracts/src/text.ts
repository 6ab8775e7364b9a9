import { z } from 'zod';

/**
 * Input hygiene for every free-text field of the API. Text a person types never holds control
 * characters (NUL, escape, bell…), DEL or half of a surrogate pair: PostgreSQL refuses NUL outright,
 * a lone surrogate cannot be encoded as UTF-8 and would be silently replaced, and the others are
 * invisible in every screen that shows the text back. Such input is refused with a 400 naming the
 * field, never stored and never allowed to reach the database as a failing query.
 *
 * Multi-line fields (messages, note content, the system prompt) keep tab, line feed and carriage
 * return; single-line fields (names, titles, tags, e-mail addresses) refuse those too. Passwords are
 * not covered: they are hashed, never stored or shown, and any character a person can type works.
 */

export interface ForbiddenCharacter {
  /** Index (UTF-16 code unit) of the first offending character. */
  index: number;
  /** Its code point as people write it, e.g. `U+0000`. */
  codePoint: string;
  kind: 'control' | 'line-break' | 'surrogate';
}

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The first character a text field may not hold, or null when the text is clean: a C0 control
 * (tab, LF and CR allowed in multi-line text), DEL, or a surrogate without its other half.
 */
export function findForbiddenCharacter(
  value: string,
  options: { multiline?: boolean } = {},
): ForbiddenCharacter | null {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code >= 0x20 && code < 0x7f) continue;
    if (code < 0x20) {
      const lineBreak = code === 0x09 || code === 0x0a || code === 0x0d;
      if (lineBreak && options.multiline) continue;
      return { index, codePoint: hex(code), kind: lineBreak ? 'line-break' : 'control' };
    }
    if (code === 0x7f) return { index, codePoint: hex(code), kind: 'control' };
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        index++; // a whole pair: one character outside the Basic Multilingual Plane
        continue;
      }
      return { index, codePoint: hex(code), kind: 'surrogate' };
    }
    if (code >= 0xdc00 && code <= 0xdfff) return { index, codePoint: hex(code), kind: 'surrogate' };
  }
  return null;
}

/** The sentence a person sees when `label` holds a character it may not. */
export function forbiddenCharacterMessage(label: string, found: ForbiddenCharacter): string {
  if (found.kind === 'line-break') {
    return found.codePoint === 'U+0009'
      ? `${label} cannot contain a tab; use spaces instead.`
      : `${label} must be on one line.`;
  }
  if (found.kind === 'surrogate') {
    return `${label} contains a broken character (${found.codePoint}, half of a surrogate pair). Please retype it.`;
  }
  return `${label} contains a control character (${found.codePoint}), which is not allowed. Please remove it and try again.`;
}

/** A zod check refusing control characters in a text field (see the module comment). */
export function cleanTextCheck(label: string, options: { multiline?: boolean } = {}) {
  return (ctx: z.core.ParsePayload<string>) => {
    const found = findForbiddenCharacter(ctx.value, options);
    if (found) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: forbiddenCharacterMessage(label, found),
      });
    }
  };
}

export interface TextFieldOptions {
  /** Line breaks and tabs are part of the text (messages, note bodies). */
  multiline?: boolean;
  /** Remove surrounding white space before any other check. */
  trim?: boolean;
  /** The message for a value that is missing or not a string; names the field by default. */
  typeError?: string;
}

/**
 * The one way to declare a free-text field in the contracts: a string that names the field when it
 * is missing or not text, and refuses control characters. Chain `.min()`/`.max()` as needed.
 */
export function textField(label: string, options: TextFieldOptions = {}) {
  const base = z.string({
    error: (issue) =>
      options.typeError ??
      (issue.input === undefined ? `${label} is required.` : `${label} must be text.`),
  });
  return (options.trim ? base.trim() : base).check(cleanTextCheck(label, options));
}
