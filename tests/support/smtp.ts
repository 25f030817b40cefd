/** A working SMTP server for a test (closed when the test ends), and its mail as a reader sees it. */
import { SMTPServer } from "smtp-server";
import { onTestFinished } from "vitest";

/** A mail as its reader reads it: the headers' words decoded (RFC 2047), and the text and HTML parts' words (quoted-printable or base64). */
export interface ReadMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const encodedWord = /=\?UTF-8\?([QB])\?([^?]*)\?=/gi;

function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(encodedWord, (_, kind: string, body: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(body, "base64").toString("utf8")
        : quotedPrintable(body.replace(/_/g, " ")),
    );
}

function quotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** One MIME part's body, decoded by its Content-Transfer-Encoding. */
function partBody(part: string): { type: string; body: string } {
  const [head, ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const type = /content-type:\s*([\w/]+)/i.exec(head)?.[1]?.toLowerCase() ?? "";
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === "quoted-printable") return { type, body: quotedPrintable(body) };
  if (encoding === "base64") return { type, body: Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") };
  return { type, body: Buffer.from(body, "latin1").toString("utf8") };
}

export function readMail(raw: string): ReadMail {
  const [head] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) => decodeHeader(new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded)?.[1] ?? "");
  const parts = raw.split(/\r?\n--[^\r\n]+/).map(partBody);
  return {
    to: header("To"),
    subject: header("Subject"),
    text: parts.find((part) => part.type === "text/plain")?.body ?? "",
    html: parts.find((part) => part.type === "text/html")?.body ?? "",
  };
}

/** A working SMTP server; the mail it receives, as sent (`raw`, latin1 as on the wire) and as read. */
export async function workingSmtp(): Promise<{ port: number; raw: string[]; read: () => ReadMail[] }> {
  const raw: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        raw.push(Buffer.concat(chunks).toString("latin1"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.server.address() as { port: number }).port, raw, read: () => raw.map(readMail) };
}
