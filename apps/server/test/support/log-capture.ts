import { Writable } from 'node:stream';
import { loggerOptions } from '../../src/logging.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type LoggedTestApp = TestApp & { log(): string };

/**
 * A test app whose log, configured as the server configures it (level, redaction, serializers),
 * is kept as JSON lines for the test to read.
 */
export async function createLoggedTestApp(env: Record<string, string>): Promise<LoggedTestApp> {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const t = await createTestApp({ LOG_LEVEL: 'info', ...env }, undefined, {}, async (config) => ({
    logger: {
      ...((await loggerOptions({ ...config, logFormat: 'json' })) as object),
      stream,
    },
  }));
  return Object.assign(t, { log: () => text });
}
