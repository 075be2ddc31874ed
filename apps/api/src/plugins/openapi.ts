import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Endpoint } from '@backoffice/contract';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The OpenAPI document's view of a route: its zod schemas as JSON schema, and, for a route taking a multipart
 * form, the form as a `multipart/form-data` request body beside its JSON body if it has one (a scores SAVE takes
 * both). A form declared with a schema lists its fields; one declared `true` is an object read by its handler.
 */
export function transformOpenApiRoute(input: TransformInput) {
  const definition = (input.route.config as { endpoint?: Endpoint } | undefined)?.endpoint;
  if (!definition?.form || !input.schema) return jsonSchemaTransform(input);
  const { body: _validated, ...schema } = input.schema as Record<string, unknown>;
  const transformed = jsonSchemaTransform({ ...input, schema });
  const jsonOf = (zodSchema: unknown) =>
    (jsonSchemaTransform({ ...input, schema: { body: zodSchema } }).schema as { body: unknown }).body;
  const content: Record<string, { schema: unknown }> = {};
  if (definition.body) content['application/json'] = { schema: jsonOf(definition.body) };
  content['multipart/form-data'] = { schema: definition.form === true ? { type: 'object' } : jsonOf(definition.form) };
  return { ...transformed, schema: { ...transformed.schema, body: { content } } };
}
