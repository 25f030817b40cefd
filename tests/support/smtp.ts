/** A working SMTP server for a test (closed when the test ends), and its mail as a reader reads it. */
import { SMTPServer } from "smtp-server";
import { onTestFinished } from "vitest";
import { decodeHeader, decodeMail, type CaughtMail } from "../e2e/mail";

export type ReadMail = Omit<CaughtMail, "to"> & { to: string };

export function readMail(raw: string): ReadMail {
  const [head = ""] = raw.split(/\r?\n\r?\n/);
  const { subject, text, html } = decodeMail(raw);
  // Lines as the reader sees them: the wire's CRLF as plain newlines.
  return { to: decodeHeader(head, "to"), subject, text: text.replace(/\r\n/g, "\n"), html: html.replace(/\r\n/g, "\n") };
}

/** A working SMTP server; the mail it receives, as sent (`raw`) and as read. */
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
        raw.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.server.address() as { port: number }).port, raw, read: () => raw.map(readMail) };
}
