import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// The OpenAPI document is generated from the zod schemas the routes validate with.
async function openapiPlugin(app: FastifyInstance, opts: { productName: string }) {
  await app.register(swagger, {
    openapi: {
      info: { title: `${opts.productName} API`, version: '1.1.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/v1.1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openapiPlugin, { name: 'openapi' });
