import fc from 'fast-check';
import { z } from 'zod';

/**
 * Plausible values for a zod schema of the contracts: what a well-behaved client would send, within
 * the limits the schema states (lengths, formats, ranges, enums). Refinements the schema cannot
 * describe (steps, cross-field rules) are not honoured, so some values are still refused; that is
 * fine for fuzzing, which mixes these with hostile values field by field.
 */

type AnySchema = z.core.$ZodType;
interface Def {
  type: string;
  format?: string;
  pattern?: RegExp;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  shape?: Record<string, AnySchema>;
  innerType?: AnySchema;
  in?: AnySchema;
  out?: AnySchema;
  element?: AnySchema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: AnySchema[];
  minimum?: number;
  maximum?: number;
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
}

const defOf = (schema: AnySchema) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Long strings are tested by the hostile values; plausible ones stay short to keep runs fast. */
const PLAUSIBLE_MAX = 80;

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  let min = 0;
  let max = PLAUSIBLE_MAX;
  let format = def.format;
  let pattern = def.pattern;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length' && c.minimum !== undefined) min = Math.max(min, c.minimum);
    if (c.check === 'max_length' && c.maximum !== undefined) max = Math.min(max, c.maximum);
    if (c.check === 'string_format') {
      format = c.format;
      pattern = c.pattern ?? pattern;
    }
  }
  max = Math.max(max, min);
  if (format === 'email') {
    // fast-check's addresses are RFC-valid but far more exotic than what the contracts accept.
    const simple = fc
      .tuple(
        fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,15}$/),
        fc.stringMatching(/^[a-z0-9]{1,12}$/),
        fc.constantFrom('com', 'org', 'io', 'co.uk', 'example'),
      )
      .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
    return fc.oneof({ arbitrary: simple, weight: 5 }, fc.emailAddress());
  }
  if (format === 'url') return fc.webUrl({ validSchemes: ['https'] });
  if (format === 'uuid' || format === 'guid') return fc.uuid();
  if (format === 'regex' && pattern) {
    return fc
      .stringMatching(pattern)
      .filter((value) => value.length >= min && value.length <= Math.max(max, 1));
  }
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ unit: 'grapheme', minLength: min, maxLength: max }),
  );
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1e6;
  let max = 1e6;
  let integer = false;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    // A bound that excludes its value is moved past it (by one for integers, a little otherwise).
    if (c.check === 'greater_than' && c.value !== undefined)
      min = c.inclusive ? c.value : c.value + 1e-9;
    if (c.check === 'less_than' && c.value !== undefined)
      max = c.inclusive ? c.value : c.value - 1e-9;
    if (c.check === 'number_format' && /int/.test(c.format ?? '')) integer = true;
  }
  if (integer) {
    const lo = Math.ceil(Math.max(min, -(2 ** 31)));
    const hi = Math.floor(Math.min(max, 2 ** 31 - 1));
    return fc.oneof(
      fc.integer({ min: lo, max: hi }),
      // Round numbers, the steps settings usually move in.
      ...[10, 100]
        .filter((step) => Math.floor(hi / step) >= Math.ceil(lo / step))
        .map((step) =>
          fc
            .integer({ min: Math.ceil(lo / step), max: Math.floor(hi / step) })
            .map((n) => n * step),
        ),
    );
  }
  return fc.oneof(
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    // Multiples of a tenth, the step most settings move in.
    fc.integer({ min: Math.ceil(min * 10), max: Math.floor(max * 10) }).map((n) => n / 10),
  );
}

/** A plausible value for `schema` (undefined is a plausible value of an optional field). */
export function plausible(schema: AnySchema): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'null':
      return fc.constant(null);
    case 'optional':
      return fc.option(plausible(def.innerType as AnySchema), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(plausible(def.innerType as AnySchema), { nil: null, freq: 5 });
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return plausible(def.innerType as AnySchema);
    case 'pipe': {
      // The output side states the final format (an e-mail, a URL) unless it is a transform.
      const out = def.out as AnySchema;
      return defOf(out).type === 'transform' ? plausible(def.in as AnySchema) : plausible(out);
    }
    case 'array':
      return fc.array(plausible(def.element as AnySchema), { maxLength: 4 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map(plausible));
    case 'object': {
      const shape = def.shape ?? {};
      const required = Object.keys(shape).filter((key) => !isOptional(shape[key] as AnySchema));
      const model = Object.fromEntries(
        Object.entries(shape).map(([key, value]) => [key, plausible(value)]),
      );
      return fc.record(model, { requiredKeys: required });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values of `schema` that it accepts on their own (refinements across fields aside). */
export function valid(schema: AnySchema): fc.Arbitrary<unknown> {
  return plausible(schema).filter((value) => z.safeParse(schema, value).success);
}

/** True when the schema accepts a missing value (optional, or a default fills it in). */
function isOptional(schema: AnySchema): boolean {
  const type = defOf(schema).type;
  return type === 'optional' || type === 'default' || type === 'prefault';
}

/** The keys of an object schema (through the wrappers refinements add), or null. */
export function objectShape(schema: AnySchema | undefined): Record<string, AnySchema> | null {
  if (!schema) return null;
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (def.type === 'pipe') return objectShape(def.in);
  if (def.innerType) return objectShape(def.innerType);
  return null;
}
