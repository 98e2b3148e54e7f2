// The edge: HAProxy (Debian's haproxy) in front of API processes, from deploy/haproxy.cfg, the
// file a deployment uses (docs/operations.md, 'The edge'). `npm run cluster` puts it in front of
// its processes over plain HTTP; the Lighthouse check (scripts/lighthouse.mjs) in front of one
// server with TLS and HTTP/2, as a phone meets it in production, on a certificate made for the
// run. Also the child-process helpers both use.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Debian tool's path (haproxy, pgbouncer, openssl), or undefined when it is not installed. */
export const findTool = (name) =>
  ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin']
    .map((d) => path.join(d, name))
    .find((p) => existsSync(p));

/** A deploy/ template with its {{fields}} filled in; a field without a value is an error. */
export const fill = (template, fields) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key) => {
    if (!(key in fields)) throw new Error(`no value for {{${key}}}`);
    return String(fields[key]);
  });

/** GET until it answers 200, or throw after `ms`. `ca`: the certificate an https URL presents. */
export async function waitFor(url, ms, isAlive = () => true, ca = undefined) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const status = ca
        ? await new Promise((resolve, reject) =>
            get(url, { ca, timeout: 1000 }, (res) => {
              res.resume();
              resolve(res.statusCode);
            }).on('error', reject),
          )
        : (await fetch(url, { signal: AbortSignal.timeout(1000) })).status;
      if (status === 200) return;
    } catch {
      // not listening yet
    }
    if (!isAlive()) throw new Error(`${url}: the process exited`);
    if (Date.now() > until) throw new Error(`${url} not ready after ${ms} ms`);
    await sleep(100);
  }
}

/** A child process whose output is kept in a file of the run directory. */
export function startChild(command, args, { env, logFile, name }) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks = [];
  const keep = (chunk) => {
    chunks.push(chunk);
    try {
      writeFileSync(logFile, chunk, { flag: 'a' });
    } catch (error) {
      // A stopping child may still write after its run directory was removed (CI, 2026-11-25:
      // PgBouncer's last lines after the cluster test's clean-up threw ENOENT in the test
      // process). The output stays in memory (`log()`); the file is only the copy to read
      // while the run lasts.
      if (error?.code !== 'ENOENT') throw error;
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let alive = true;
  void exited.then(() => (alive = false));
  return {
    name,
    child,
    exited,
    alive: () => alive,
    log: () => Buffer.concat(chunks).toString('utf8'),
  };
}

/**
 * A self-signed certificate for localhost and 127.0.0.1, valid for a day, in `dir`: the PEM
 * HAProxy loads (certificate and key) and the certificate's SPKI fingerprint (base64 SHA-256),
 * which Chromium trusts with --ignore-certificate-errors-spki-list for this one key only.
 */
export function selfSignedCertificate(dir) {
  const openssl = findTool('openssl');
  if (!openssl) throw new Error('a TLS edge needs openssl: apt-get install -y openssl');
  const key = path.join(dir, 'edge-key.pem');
  const cert = path.join(dir, 'edge-cert.pem');
  const args = 'req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost -addext'.split(' ');
  const made = spawnSync(
    openssl,
    [...args, 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  const certPem = readFileSync(cert, 'utf8');
  const pem = path.join(dir, 'edge.pem');
  writeFileSync(pem, certPem + readFileSync(key, 'utf8'), { mode: 0o600 });
  const spki = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return { pem, certPem, spki: createHash('sha256').update(spki).digest('base64') };
}

/**
 * HAProxy from deploy/haproxy.cfg on 127.0.0.1:`port` in front of `servers` (ports on
 * 127.0.0.1); resolves once it answers readiness. With `tls` it speaks TLS with HTTP/2 and
 * HTTP/1.1 on a certificate made for the run (`url` is https, `spki` its fingerprint).
 * @param {{ haproxy: string, runDir: string, port: number, servers: number[], tls?: boolean }} options
 */
export async function startEdge({ haproxy, runDir, port, servers, tls = false }) {
  const certificate = tls ? selfSignedCertificate(runDir) : null;
  const config = path.join(runDir, 'haproxy.cfg');
  writeFileSync(
    config,
    fill(readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8'), {
      bind: certificate
        ? `127.0.0.1:${port} ssl crt ${certificate.pem} alpn h2,http/1.1`
        : `127.0.0.1:${port}`,
      servers: servers.map((p, i) => `  server api${i + 1} 127.0.0.1:${p} check`).join('\n'),
    }),
  );
  const proxy = startChild(haproxy, ['-f', config, '-db'], {
    env: process.env,
    logFile: path.join(runDir, 'haproxy.log'),
    name: 'haproxy',
  });
  const scheme = certificate ? 'https' : 'http';
  await waitFor(
    `${scheme}://127.0.0.1:${port}/health/ready`,
    20_000,
    proxy.alive,
    certificate?.certPem,
  );
  return {
    proxy,
    url: `${scheme}://localhost:${port}`,
    spki: certificate?.spki ?? null,
    stop() {
      if (proxy.alive()) proxy.child.kill('SIGTERM');
      return proxy.exited;
    },
  };
}
