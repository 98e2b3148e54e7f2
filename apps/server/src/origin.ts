/** What of the configuration the origin is worked out from (config.ts imports this file). */
type Bind = { host: string; port: number; publicUrl: string };

/** Bind addresses that mean 'this machine' (or every interface, which includes it). */
const localHosts = new Set(['127.0.0.1', 'localhost', '0.0.0.0', '::', '::1', '[::1]', '[::]']);

/**
 * The origin links in e-mails use and the log announces when PUBLIC_URL is unset. Loopback and
 * all-interface binds get `localhost`, so a verification link and the address a developer
 * opens are one origin (a session in one is invisible in the other); any other bind address is
 * the only name that reaches the server, so it is used as it is. See docs/operations.md.
 */
export function defaultPublicUrl(host: string, port: number): string {
  if (localHosts.has(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;
}

/** The address to open: PUBLIC_URL's origin (links in e-mails use the same one). */
export function listeningMessage(config: Bind): string {
  const bound = `${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  if (config.publicUrl === defaultPublicUrl(config.host, config.port))
    return (
      `listening on ${config.publicUrl}` +
      (config.host === '0.0.0.0' || config.host === '::'
        ? ` (bound to ${bound}; set PUBLIC_URL to the address other machines use)`
        : '')
    );
  return `listening on ${bound}, public address ${config.publicUrl}`;
}
