import type { Transporter } from 'nodemailer';

/**
 * A nodemailer transport from `SMTP_URL`. `smtp://` starts in plain text and upgrades with
 * STARTTLS only when the server offers it; `smtps://` is TLS from the first byte. Query flags
 * cover the usual awkward servers: `?requireTLS=true`, `?ignoreTLS=true` (never upgrade) and
 * `?rejectUnauthorized=false` (self-signed certificates). nodemailer is loaded on the first
 * e-mail sent, not at start: development (the dev mailbox) never needs it.
 */
export async function transportFromUrl(smtpUrl: string): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const flag = (name: string) => url.searchParams.get(name) === 'true';
  return nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: flag('requireTLS'),
    ignoreTLS: flag('ignoreTLS'),
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    tls:
      url.searchParams.get('rejectUnauthorized') === 'false'
        ? { rejectUnauthorized: false }
        : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
