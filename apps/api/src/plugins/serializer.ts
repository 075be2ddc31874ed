import fastJsonStringify, { type AnySchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Answers leave through a serializer compiled from the contract's response schema (fast-json-stringify), not a
 * zod parse of every answer and a JSON.stringify of the copy it makes. The bytes are the same: keys in the
 * schema's order, keys the schema does not name left out, optional keys absent when undefined. A schema whose
 * output zod would change (a transform, a default, a trimmed string) or that the compiled serializer cannot
 * tell apart (a union of objects) keeps the zod serializer. Under test, every answer is also parsed with zod
 * and its JSON compared: a wrong answer fails as it did, and a serializer that changed a byte fails loudly.
 */

type Serialize = (data: unknown) => string;
type ZodSchema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef;
/** The part of JSON schema written here; no `type` is any value, written by JSON.stringify. */
type JsonSchema = {
  type?: 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema;
  nullable?: boolean;
};

/** A schema that answers nothing fast-json-stringify can write as zod would. */
class Unsupported extends Error {}

const defOf = (schema: ZodSchema): Def => schema._zod.def;

/** A check that rewrites the value (trim, toLowerCase…): zod's output is not its input. */
const rewritesValue = (def: Def) => (def.checks ?? []).some((check) => check._zod.def.check === 'overwrite');

/** The value's own JSON is zod's output: zod checks it and copies it as it is (no object: zod drops unknown keys and orders them). */
function isCopiedAsIs(schema: ZodSchema): boolean {
  const def = defOf(schema);
  if (rewritesValue(def)) return false;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
    case 'enum':
    case 'literal':
    case 'unknown':
    case 'any':
      return true;
    case 'optional':
    case 'nullable':
      return isCopiedAsIs((def as z.core.$ZodOptionalDef).innerType);
    case 'array':
      return isCopiedAsIs((def as z.core.$ZodArrayDef).element);
    case 'union':
      return (def as z.core.$ZodUnionDef).options.every(isCopiedAsIs);
    case 'record':
      return isStringKey((def as z.core.$ZodRecordDef).keyType) && isCopiedAsIs((def as z.core.$ZodRecordDef).valueType);
    default:
      return false;
  }
}

/** Any string as a record's key, in the input's order (an enum of keys is written in the enum's order). */
const isStringKey = (key: ZodSchema) => defOf(key).type === 'string' && !rewritesValue(defOf(key)) && !key._zod.values;

/** The type of every value of an enum or literal, or none (written by JSON.stringify) when they mix. */
function typeOfValues(values: unknown[]): JsonSchema {
  if (values.every((value) => typeof value === 'string')) return { type: 'string' };
  if (values.every((value) => typeof value === 'number')) return { type: 'number' };
  return {};
}

/** May hold undefined (unknown, any): never a required property, which fast-json-stringify would throw on. */
const acceptsUndefined = (schema: JsonSchema) => schema.type === undefined;

function objectSchema(def: z.core.$ZodObjectDef): JsonSchema {
  if (def.catchall) throw new Unsupported();
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  let isRequiredSoFar = true;
  for (const [key, value] of Object.entries(def.shape)) {
    properties[key] = jsonSchemaOf(value, true);
    // fast-json-stringify writes required properties first: only those before the first optional one keep the order.
    isRequiredSoFar &&= value._zod.optout !== 'optional' && !acceptsUndefined(properties[key]);
    if (isRequiredSoFar) required.push(key);
  }
  return { type: 'object', properties, required };
}

/**
 * The JSON schema fast-json-stringify writes zod's output by. Only `type`, `properties`, `required`, `items`,
 * `additionalProperties` and `nullable`: no format (a date-time string would be reformatted) and no integer (which
 * it truncates). `{}` is JSON.stringify of the value, for what zod copies as it is.
 */
function jsonSchemaOf(schema: ZodSchema, isProperty = false): JsonSchema {
  const def = defOf(schema);
  if (rewritesValue(def)) throw new Unsupported();
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return { type: def.type };
    case 'enum':
      return typeOfValues(Object.values((def as z.core.$ZodEnumDef).entries));
    case 'literal':
      return typeOfValues((def as z.core.$ZodLiteralDef<z.core.util.Literal>).values);
    case 'unknown':
    case 'any':
      return {};
    case 'optional': {
      // A property's absence is its object's to handle; an optional array item is written by JSON.stringify (as null).
      const inner = (def as z.core.$ZodOptionalDef).innerType;
      if (isProperty) return jsonSchemaOf(inner, true);
      if (isCopiedAsIs(schema)) return {};
      throw new Unsupported();
    }
    case 'nullable': {
      const inner = jsonSchemaOf((def as z.core.$ZodNullableDef).innerType, isProperty);
      return acceptsUndefined(inner) ? inner : { ...inner, nullable: true };
    }
    case 'array':
      return { type: 'array', items: jsonSchemaOf((def as z.core.$ZodArrayDef).element) };
    case 'object':
      return objectSchema(def as z.core.$ZodObjectDef);
    case 'record': {
      const { keyType, valueType } = def as z.core.$ZodRecordDef;
      if (!isStringKey(keyType)) throw new Unsupported();
      return isCopiedAsIs(schema) ? {} : { type: 'object', additionalProperties: jsonSchemaOf(valueType) };
    }
    case 'union':
      if (isCopiedAsIs(schema)) return {};
      throw new Unsupported();
    default:
      throw new Unsupported();
  }
}

/** The compiled serializer of a response schema, or null when only zod writes it right. */
export function compileJsonSerializer(schema: ZodSchema): Serialize | null {
  try {
    return fastJsonStringify(jsonSchemaOf(schema) as AnySchema) as Serialize;
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

/** Compiled once per schema, on its first answer: the error envelope is one schema shared by every route. */
const compiled = new WeakMap<ZodSchema, Serialize | null>();

function serializerOf(schema: ZodSchema): Serialize | null {
  if (!compiled.has(schema)) compiled.set(schema, compileJsonSerializer(schema));
  return compiled.get(schema)!;
}

/** Under test: zod's answer, and a failure if the compiled serializer wrote other bytes. */
function checkedAgainstZod(serialize: Serialize, zodSerialize: Serialize, route: string): Serialize {
  return (data) => {
    const expected = zodSerialize(data);
    const written = serialize(data);
    if (written !== expected) throw new Error(`${route}: the compiled serializer wrote ${written}, zod ${expected}`);
    return expected;
  };
}

export const serializerCompiler: FastifySerializerCompiler<ZodSchema> = (route) => {
  const zodSerialize = zodSerializerCompiler(route);
  const schema = route.schema;
  let serialize: Serialize | undefined;
  return (data) => {
    if (!serialize) {
      // The contract's schemas are zod types; anything else is the zod serializer's to resolve.
      const fast = '_zod' in schema ? serializerOf(schema) : null;
      const name = `${route.method} ${route.url} ${route.httpStatus ?? ''}`;
      serialize = !fast ? zodSerialize : process.env.VITEST ? checkedAgainstZod(fast, zodSerialize, name) : fast;
    }
    return serialize(data);
  };
};
