import { z } from 'zod';

/** Lists come in pages: 50 items unless `limit` asks for 1 to 100; `nextCursor` fetches the next. */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 100;

export const PAGING_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}.`,
  cursor: 'cursor is not valid: send the nextCursor of the previous page, unchanged.',
} as const;

/** Where a page ended: the last item's update time (to the microsecond) and id. */
export interface PageCursor {
  at: string;
  id: string;
}

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const toBase64Url = (text: string) =>
  btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

/** The opaque text a client sends back for the next page (only the server makes one). */
export function encodeCursor(cursor: PageCursor): string {
  return toBase64Url(`${cursor.at}|${cursor.id}`);
}

/** The cursor a text stands for, or undefined when it was not made by encodeCursor. */
export function decodeCursor(text: string): PageCursor | undefined {
  if (text.length > 100 || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  let decoded: string;
  try {
    decoded = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return undefined;
  }
  const [at, id, ...rest] = decoded.split('|');
  if (rest.length > 0 || !at || !id || !CURSOR_AT.test(at) || !UUID.test(id)) return undefined;
  if (Number.isNaN(Date.parse(at))) return undefined;
  return { at, id };
}

/** `?cursor=…&limit=…` of every paged list. */
export const pageQuerySchema = z.object({
  cursor: z
    .string({ error: PAGING_MESSAGES.cursor })
    .transform((text, ctx) => {
      const cursor = decodeCursor(text);
      if (!cursor) {
        ctx.addIssue({ code: 'custom', message: PAGING_MESSAGES.cursor });
        return z.NEVER;
      }
      return cursor;
    })
    .optional(),
  limit: z.coerce
    .number({ error: PAGING_MESSAGES.limit })
    .int(PAGING_MESSAGES.limit)
    .min(1, PAGING_MESSAGES.limit)
    .max(PAGE_SIZE_MAX, PAGING_MESSAGES.limit)
    .optional()
    .default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.input<typeof pageQuerySchema>;

/** What every paged answer adds to its list: the cursor of the next page, or null at the end. */
export const nextCursorSchema = z.string().nullable();
