import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Schema = Record<string, unknown>;
type Transform = typeof jsonSchemaTransform;

/**
 * OpenAPI 3.0 reads `nullable` as allowing null, but an `enum` still has to list null for a
 * validator (or a generated client) to accept it; zod's conversion leaves it out.
 */
function nullInEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullInEnums);
  if (!node || typeof node !== 'object') return;
  const schema = node as Schema;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...schema.enum, null];
  for (const value of Object.values(schema)) nullInEnums(value);
}

const mediaType = /^[a-z]+\/[a-z0-9.+-]+$/;

/**
 * Each answer's media type, per status: an error is always JSON (errorBody); a success is what
 * the route `produces` (the live stream), or the media type a string answer names as its
 * description (`z.string().describe('text/calendar')`), or JSON. @fastify/swagger would give
 * every status the route's `produces`.
 */
function mediaTypes(schema: Schema): void {
  const produces = schema.produces as string[] | undefined;
  delete schema.produces;
  const response = schema.response as Record<string, Schema> | undefined;
  if (!response) return;
  for (const [status, body] of Object.entries(response)) {
    const success = /^2/.test(status);
    const described = typeof body.description === 'string' && mediaType.test(body.description);
    const types =
      success && produces ? produces : success && described ? [body.description as string] : [];
    if (types.length)
      response[status] = {
        description: 'Default Response',
        content: Object.fromEntries(types.map((t) => [t, { schema: body }])),
      };
  }
}

/**
 * What the framework answers to a request with a body before the route runs (any method that
 * may carry one, whether or not the route reads it): 413 over the body limit, 415 for a content
 * type it does not read, in the same error body as the route's own 4xx.
 */
function bodyRefusals(schema: Schema, methods: string[]): void {
  const response = schema.response as Record<string, Schema> | undefined;
  if (!response || methods.every((m) => m === 'GET' || m === 'HEAD')) return;
  const error = Object.entries(response).find(([status]) => /^4/.test(status))?.[1];
  if (!error) return;
  for (const status of ['413', '415']) response[status] ??= error;
}

const transform: Transform = (input) => {
  const out = jsonSchemaTransform(input);
  if (out.schema && !out.schema.hide) {
    const method = input.route.method;
    bodyRefusals(out.schema as Schema, Array.isArray(method) ? method : [method]);
    mediaTypes(out.schema as Schema);
    nullInEnums(out.schema);
  }
  return out;
};

// The OpenAPI document is generated from the zod schemas the routes validate with.
async function openapiPlugin(app: FastifyInstance, opts: { productName: string }) {
  await app.register(swagger, {
    openapi: {
      info: { title: `${opts.productName} API`, version: '1.1.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/v1.1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openapiPlugin, { name: 'openapi' });
