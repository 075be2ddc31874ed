import { createJsonSchemaTransform, createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { $ZodRegistry, $ZodType, globalRegistry, type GlobalMeta } from 'zod/v4/core';
import * as contract from '@backoffice/contract';
import type { Endpoint } from '@backoffice/contract';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type DocumentInput = Parameters<ReturnType<typeof createJsonSchemaTransformObject>>[0];
type JsonObject = Record<string, unknown>;

/**
 * The contract's schemas by name: each exported `fooBarSchema` is `FooBar` under components.schemas (`FooBarInput`
 * where a request body takes it), referenced wherever a route's body or answer holds it. The metadata the schemas
 * carry in zod's global registry (a format, a description) stays theirs.
 */
class ContractSchemas extends $ZodRegistry<GlobalMeta> {
  override get(schema: $ZodType): GlobalMeta | undefined {
    const own = super.get(schema);
    const global = globalRegistry.get(schema);
    return own || global ? { ...global, ...own } : undefined;
  }
}

const contractSchemas = new ContractSchemas();
for (const [name, value] of Object.entries(contract)) {
  if (!(value instanceof $ZodType) || !name.endsWith('Schema') || contractSchemas.has(value)) continue;
  if (!globalRegistry.get(value)?.id)
    contractSchemas.add(value, { id: name[0]!.toUpperCase() + name.slice(1, -'Schema'.length) });
}

const isEndpoint = (value: object): value is Endpoint => 'method' in value && 'path' in value && 'guard' in value;
/** Each contract endpoint's key, `centersApi.list` or `assessmentsApi.quiz.list`: the operationId of its route. */
const endpointKeys = new Map<Endpoint, string[]>();
const keyEndpoints = (value: unknown, key: string[]) => {
  if (!value || typeof value !== 'object') return;
  if (!isEndpoint(value)) for (const [name, inner] of Object.entries(value)) keyEndpoints(inner, [...key, name]);
  else if (!endpointKeys.has(value)) endpointKeys.set(value, key);
};
for (const [name, value] of Object.entries(contract)) if (name.endsWith('Api')) keyEndpoints(value, [name]);
// Built per owner and kind: `noteEndpoints.classes.dropped.list`.
for (const owner of contract.NOTE_OWNERS) {
  for (const kind of contract.NOTE_KINDS) keyEndpoints(contract.noteEndpoints(owner, kind), ['noteEndpoints', owner, kind]);
}

// Bodies and answers by reference to the named schemas; parameters inline, as each becomes its own parameter.
const namedTransform = createJsonSchemaTransform({ schemaRegistry: contractSchemas });
const namedComponents = createJsonSchemaTransformObject({
  schemaRegistry: contractSchemas,
});

/** `assessmentsApi.quiz.createQrcode` -> "Assessments quiz: create qrcode". */
const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
function summaryOf(definition: Endpoint, key: string[] | undefined): string {
  if (definition.summary) return definition.summary;
  if (!key) return `${definition.method} ${definition.path}`;
  const area = words(
    key
      .slice(0, -1)
      .join(' ')
      .replace(/(Api|Endpoints)\b/, ''),
  );
  return `${area[0]!.toUpperCase()}${area.slice(1)}: ${words(key.at(-1)!)}`;
}

const ETAG_HEADER = {
  ETag: { type: 'string', description: 'The version of what was read or written, for a later If-Match.' },
};

/** The success answer: a JSON schema, or a file's media type; with the ETag header where the endpoint sends one. */
function successOf(definition: Endpoint, schema: unknown) {
  const headers = definition.etag ? { headers: ETAG_HEADER } : {};
  if (definition.response !== 'file') return { ...(schema as JsonObject), ...headers };
  const type = definition.fileType ?? 'application/octet-stream';
  const body = type.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' };
  return { description: 'The file or stream.', ...headers, content: { [type]: { schema: body } } };
}

/**
 * The OpenAPI document's view of a route, from its contract endpoint: its zod schemas as JSON schema, its key as
 * operationId, a summary, the answer of a file or a stream, ETag where it is sent, If-Match where it is read; and,
 * for a route taking a multipart form, the form as a `multipart/form-data` request body beside its JSON body if it
 * has one (a scores SAVE takes both). A form declared with a schema lists its fields; one declared `true` is an
 * object read by its handler.
 */
export function transformOpenApiRoute(input: TransformInput) {
  const definition = (input.route.config as { endpoint?: Endpoint } | undefined)?.endpoint;
  if (!definition || !input.schema) return jsonSchemaTransform(input);
  const { body, response, params, querystring, headers, ...rest } = input.schema as Record<string, unknown>;
  const named = namedTransform({ ...input, schema: { ...rest, response, ...(definition.form ? {} : { body }) } });
  const inline = jsonSchemaTransform({ ...input, schema: { params, querystring, headers } });
  const schema = { ...(named.schema as JsonObject), ...(inline.schema as JsonObject) };
  const responses = (schema.response ?? {}) as Record<string, unknown>;
  const success = definition.status ?? 200;
  schema.response = { ...responses, [success]: successOf(definition, responses[success]) };
  if (definition.staleData && definition.etag) {
    schema.response = { ...(schema.response as JsonObject), 412: { ...(responses[412] as JsonObject), headers: ETAG_HEADER } };
  }
  if (definition.etag && definition.method !== 'GET' && !(schema.headers as JsonObject | undefined)) {
    schema.headers = { type: 'object', properties: { 'if-match': { type: 'string', maxLength: 200 } } };
  }
  const key = endpointKeys.get(definition);
  schema.operationId = key?.join('.');
  schema.summary = summaryOf(definition, key);
  if (definition.form) {
    const jsonOf = (zodSchema: unknown) =>
      (namedTransform({ ...input, schema: { body: zodSchema } }).schema as { body: unknown }).body;
    const content: Record<string, { schema: unknown }> = {};
    if (definition.body) content['application/json'] = { schema: jsonOf(definition.body) };
    content['multipart/form-data'] = { schema: definition.form === true ? { type: 'object' } : jsonOf(definition.form) };
    schema.body = { content };
  }
  return { ...named, schema };
}

/**
 * The whole document: the named schemas its operations reference (and those these reference), each without the
 * `$schema` and `$id` zod gives a standalone JSON schema (its place under components.schemas names it).
 */
export function transformOpenApiDocument(input: DocumentInput) {
  const document = namedComponents(input) as JsonObject & { components: { schemas: Record<string, JsonObject> } };
  const schemas = document.components.schemas;
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const ref = (node as JsonObject).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = ref.slice('#/components/schemas/'.length);
      if (!used.has(name)) {
        used.add(name);
        visit(schemas[name]);
      }
    }
    Object.values(node).forEach(visit);
  };
  visit(document.paths);
  document.components.schemas = Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => used.has(name))
      .map(([name, { $schema: _schema, $id: _id, ...schema }]) => [name, schema]),
  );
  return document;
}
