// The OpenAPI document checked against what the server does: every answer a test receives is
// compared with the document's operation for it (the status declared, the content type, the
// body against the schema, as a generated client would read it). A mismatch fails the file when
// its app closes (test-app.ts), naming the request.
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';

type Operation = {
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

/** 'api/v1.1/appointment/:id' as the document names it: '/api/v1.1/appointment/{id}'. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Operations whose 401 means wrong credentials in the body, not a missing token. */
const credentialChecks = new Set([
  'post /api/v1.1/users/login',
  // A passkey, or a password's ticket and a code (docs/decisions/048).
  'post /api/v1.1/users/passkey-login',
  'post /api/v1.1/users/login/second-factor',
]);

export function checkContract(app: FastifyInstance): { mismatches(): string[] } {
  const mismatches: string[] = [];
  let document: Document | undefined;
  // OpenAPI 3.0's `nullable` (ajv's OpenAPI support); formats are documentation here.
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
  const validators = new Map<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    let v = validators.get(schema);
    if (!v) validators.set(schema, (v = ajv.compile(schema)));
    return v;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url || request.routeOptions.schema?.hide) return payload;
    if (!url.startsWith('/api/') && !url.startsWith('/calendar/')) return payload;
    document ??= app.swagger() as unknown as Document;
    const method = request.method.toLowerCase();
    const key = `${method} ${documentPath(url)}`;
    const where = `${request.method} ${request.url} -> ${reply.statusCode}`;
    const op = document.paths[documentPath(url)]?.[method];
    if (!op) {
      mismatches.push(`${where}: no operation '${key}' in the document`);
      return payload;
    }
    const status = String(reply.statusCode);
    const answer = op.responses[status] ?? op.responses.default;
    if (!answer) {
      mismatches.push(`${where}: status ${status} not declared`);
      return payload;
    }
    if (
      status === '401' &&
      !request.headers.authorization &&
      !op.security &&
      !credentialChecks.has(key)
    )
      mismatches.push(`${where}: needs a token but declares no security`);
    const type = String(reply.getHeader('content-type') ?? '')
      .split(';')[0]!
      .trim();
    const content = answer.content;
    if (!content || !type) return payload;
    const declared = content[type];
    if (!declared) {
      mismatches.push(`${where}: answered ${type}, documented ${Object.keys(content).join(', ')}`);
      return payload;
    }
    if (type === 'application/json' && declared.schema && typeof payload === 'string') {
      const validate = validatorOf(declared.schema);
      if (!validate(JSON.parse(payload)))
        mismatches.push(`${where}: body ${ajv.errorsText(validate.errors)}`);
    }
    return payload;
  });
  return { mismatches: () => [...new Set(mismatches)] };
}
