/**
 * Reads a mail as the outbox stores it (an .eml file, RFC 5322 with MIME parts) into its leaf
 * parts: each with its content type, file name when it is an attachment, and decoded bytes
 * (base64 and quoted-printable). Enough for the mails nodemailer writes; tests read them as a mail
 * program would, rather than the object the mail was built from.
 */

export interface MimePart {
  /** Lower case, without parameters: 'text/plain', 'application/pdf'. */
  type: string;
  /** The whole Content-Type header value. */
  contentType: string;
  filename: string | null;
  body: Buffer;
  text(): string;
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end < 0 ? normalized : normalized.slice(0, end);
  const body = end < 0 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function parameter(value: string, name: string): string | null {
  const match = new RegExp(`${name}\\*?=(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(value);
  if (!match) return null;
  const raw = match[1] ?? match[2] ?? '';
  // RFC 2231 form: utf-8''encoded%20name
  return raw.startsWith("utf-8''") ? decodeURIComponent(raw.slice(7)) : raw;
}

function decodeBody(body: string, encoding: string): Buffer {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const joined = body.replace(/=\n/g, '');
    const bytes: number[] = [];
    for (let index = 0; index < joined.length; index += 1) {
      const hex = joined.slice(index + 1, index + 3);
      if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        index += 2;
      } else {
        bytes.push(...Buffer.from(joined[index]!, 'utf8'));
      }
    }
    return Buffer.from(bytes);
  }
  return Buffer.from(body, 'utf8');
}

/** The leaf parts of a message, in order (multipart containers are opened). */
export function mimeParts(raw: string): MimePart[] {
  const { headers, body } = splitHead(raw);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = parameter(contentType, 'boundary');
    if (!boundary) return [];
    const sections = body.split(`--${boundary}`).slice(1);
    return sections.filter((section) => !section.startsWith('--')).flatMap((section) => mimeParts(section.replace(/^\n/, '')));
  }
  const disposition = headers.get('content-disposition') ?? '';
  const decoded = decodeBody(body, (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase());
  return [
    {
      type,
      contentType,
      filename: parameter(disposition, 'filename') ?? parameter(contentType, 'name'),
      body: decoded,
      text: () => decoded.toString('utf8'),
    },
  ];
}
