/** Just enough MIME to read the app's mail in tests: headers, and the text part decoded. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
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

export function decodeMail(raw: string): Omit<CaughtMail, "to"> {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const subject = /^subject:\s*(.*)$/im.exec(head)?.[1]?.trim() ?? "";
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (!boundary) return { subject, text: decodePart(head, rest.join("\n\n")) };
  const parts = raw.split(`--${boundary}`).slice(1, -1);
  const textPart = parts.find((part) => /content-type:\s*text\/plain/i.test(part)) ?? parts[0] ?? "";
  const [partHead = "", ...partBody] = textPart.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
  return { subject, text: decodePart(partHead, partBody.join("\n\n")).trim() };
}
