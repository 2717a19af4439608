import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives, for tests of the mail the product sends. While
 * `refusing` it answers every connection with 421 (service not available), as a mail server that is down for
 * maintenance; recipients in `rejectedRecipients` are refused with 550, as a mailbox that does not exist.
 * With `delayMs` it accepts each message only after that long, as a busy server does.
 */
export async function startSmtpServer(options: { refusing?: boolean; rejectedRecipients?: string[]; delayMs?: number } = {}) {
  const received: ReceivedEmail[] = [];
  const state = { refusing: options.refusing ?? false };
  const rejected = new Set(options.rejectedRecipients ?? []);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      if (!state.refusing) return callback();
      return callback(Object.assign(new Error('Servizio temporaneamente non disponibile'), { responseCode: 421 }));
    },
    onRcptTo(address, _session, callback) {
      if (!rejected.has(address.address)) return callback();
      return callback(Object.assign(new Error('Casella inesistente'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const accept = () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw,
          });
          callback();
        };
        if (options.delayMs) setTimeout(accept, options.delayMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    port,
    url: `smtp://127.0.0.1:${port}`,
    /** Starts or stops refusing connections. */
    setRefusing(refusing: boolean) {
      state.refusing = refusing;
    },
    /** Waits until `count` messages have arrived (the outbox sends right after a request, not during it). */
    async waitFor(count: number, timeoutMs = 5_000): Promise<ReceivedEmail[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      return received;
    },
    /** Waits until a received message matches, and returns it (or undefined after the timeout). */
    async waitForMatch(match: (email: ReceivedEmail) => boolean, timeoutMs = 5_000): Promise<ReceivedEmail | undefined> {
      const deadline = Date.now() + timeoutMs;
      while (!received.some(match) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      return received.find(match);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes RFC 2047 encoded words ("=?UTF-8?Q?...?=", "=?UTF-8?B?...?="), as mail clients show them. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) => {
    if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
    const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  });
}

/** A header of a received message, unfolded and decoded. */
export function headerOf(email: ReceivedEmail, name: string): string {
  const head = email.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((header) => header.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? decodeWords(line.slice(name.length + 1).trim()) : '';
}

/**
 * The decoded body of the first MIME part of a received message whose Content-Type starts with `contentType`
 * (an attachment such as text/calendar), with its headers; undefined when there is none.
 */
export function partOf(email: ReceivedEmail, contentType: string): { headers: string; content: string } | undefined {
  const boundaries = [...email.raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]!);
  for (const boundary of boundaries) {
    for (const part of email.raw.split(`--${boundary}`)) {
      const separator = part.indexOf('\r\n\r\n');
      if (separator < 0) continue;
      const headers = part.slice(0, separator).replace(/\r\n[ \t]+/g, ' ');
      if (!headers.toLowerCase().includes(`content-type: ${contentType.toLowerCase()}`)) continue;
      const body = part.slice(separator + 4).replace(/\r\n$/, '');
      const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
      if (encoding === 'base64') return { headers, content: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
      if (encoding === 'quoted-printable') {
        const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return { headers, content: Buffer.from(bytes, 'latin1').toString('utf8') };
      }
      return { headers, content: body };
    }
  }
  return undefined;
}
