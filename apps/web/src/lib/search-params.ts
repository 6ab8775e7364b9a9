/** The first of `names` present in the query as a positive whole number, else undefined. */
export function positiveIntParam(params: URLSearchParams, ...names: string[]): number | undefined {
  for (const name of names) {
    const raw = params.get(name);
    if (raw === null || raw === '') continue;
    const value = Number(raw);
    return Number.isInteger(value) && value > 0 ? value : undefined;
  }
  return undefined;
}
