/** Just enough MIME to read the app's mail in tests: headers (RFC 2047 words decoded), and the text and HTML parts decoded. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodePart(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** A header's value as its reader reads it: folded lines joined, =?UTF-8?Q|B?…?= words decoded (a Spanish subject). */
export function decodeHeader(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const value = new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded)?.[1]?.trim() ?? "";
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, word: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(word, "base64").toString("utf8") : decodeQuotedPrintable(word.replace(/_/g, " ")),
    );
}

export function decodeMail(raw: string): Omit<CaughtMail, "to"> {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const subject = decodeHeader(head, "subject");
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (!boundary) return { subject, text: decodePart(head, rest.join("\n\n")), html: "" };
  const parts = raw.split(`--${boundary}`).slice(1, -1);
  const part = (type: RegExp, fallback?: string) => {
    const found = parts.find((candidate) => type.test(candidate)) ?? fallback ?? "";
    const [partHead = "", ...partBody] = found.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    return decodePart(partHead, partBody.join("\n\n")).trim();
  };
  return { subject, text: part(/content-type:\s*text\/plain/i, parts[0]), html: part(/content-type:\s*text\/html/i) };
}
