/**
 * Account e-mail, through an outbox. `sendMail` queues the mail in mail_outbox and starts
 * delivering it; a request never waits on an SMTP server (one that accepts and never greets held
 * sign-up for 30 s). What fails is retried by the housekeeping job with a growing delay, and
 * given up after the last try (its text, which may hold a working link, cleared), logged and
 * counted in /metrics for the operator. With SMTP_URL
 * the mail goes to that server; without it each mail is written to DATA_DIR/outbox/*.eml (its path
 * is logged, never its links), so a laptop install can verify an address by opening the file.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, count, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { mailOutbox } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import type { Env } from "~/env.server";
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

interface MailContext {
  db: Queryable;
  env: Env;
}

/** Minutes to wait after the 1st, 2nd, ... failed try; after the last the mail is given up. */
export const RETRY_MINUTES = [1, 5, 15, 60, 240, 720] as const;
/** A try that has not ended by then is taken over by the next round (the process may have died). */
const LEASE_MS = 2 * 60_000;
const DELIVER_BATCH = 20;
/**
 * A mail given up is kept this long, without its text (which may hold a working link), for the
 * operator to see whom it failed to reach and why; then it is deleted. Sent mail: 7 days.
 */
export const GIVEN_UP_KEPT_DAYS = 30;
const SENT_KEPT_DAYS = 7;
const days = (n: number) => n * 24 * 3600_000;

const transports = new Map<string, Transporter>();

function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    // Short timeouts: a silent server must fail this try, not hold the sender for minutes.
    transport = nodemailer.createTransport({ url, connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 });
    transports.set(url, transport);
  }
  return transport;
}

async function transmit(env: Env, mail: Mail): Promise<void> {
  const message = { from: env.MAIL_FROM, ...mail };
  if (env.SMTP_URL) {
    await smtpTransport(env.SMTP_URL).sendMail(message);
    return;
  }
  const raw = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }).sendMail(message);
  const outbox = path.resolve(env.DATA_DIR, "outbox");
  // Reset and parent links: for the server's account only (owner-only-files.server.ts).
  mkdirSync(outbox, { recursive: true, mode: 0o700 });
  const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.to.replace(/[^A-Za-z0-9@._-]/g, "_")}.eml`);
  writeFileSync(file, raw.message as Buffer, { mode: 0o600 });
  // The file holds the links; the log line never does: a reset or verification link in a log
  // opens the account to whoever reads the log.
  console.log(`mail (${mail.subject}) written to ${file}`);
}

/**
 * Tries one queued mail, if it is due and no other sender holds it (the claim moves its next try
 * past the lease, so a concurrent round skips it). True when it was sent.
 */
async function deliver({ db, env }: MailContext, id: string, now = new Date()): Promise<boolean> {
  const [claimed] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.nextAttemptAt, now)))
    .returning();
  if (!claimed) return false;
  try {
    await transmit(env, { to: claimed.recipient, subject: claimed.subject, text: claimed.text, html: claimed.html });
    // Sent: the text may hold a sign-in link, and nothing needs it any more.
    await db.update(mailOutbox).set({ sentAt: new Date(), text: "", html: "", lastError: null }).where(eq(mailOutbox.id, id));
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const wait = RETRY_MINUTES[claimed.attempts - 1];
    const giveUp = wait === undefined;
    await db
      .update(mailOutbox)
      .set(
        giveUp
          ? { failedAt: new Date(), lastError: message, text: "", html: "" }
          : { nextAttemptAt: new Date(now.getTime() + wait * 60_000), lastError: message },
      )
      .where(eq(mailOutbox.id, id));
    console.error(
      giveUp
        ? `mail ${id} (${claimed.subject}) given up after ${claimed.attempts} tries: ${message}`
        : `mail ${id} (${claimed.subject}) failed (try ${claimed.attempts}), retried in ${wait} min: ${message}`,
    );
    return false;
  }
}

/**
 * Queues a mail and starts delivering it. Without SMTP_URL the delivery (a file) is awaited, so
 * the mail is there when the request ends; an SMTP delivery goes on after the request returns.
 */
export async function sendMail(context: MailContext, mail: Mail): Promise<void> {
  // Due from this process's clock, not the database's: the database's now() has microseconds, so
  // a mail queued in the same millisecond as the first try would not yet be due for it.
  const now = new Date();
  const [row] = await context.db
    .insert(mailOutbox)
    .values({ recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html, nextAttemptAt: now })
    .returning({ id: mailOutbox.id });
  const delivery = deliver(context, row.id, now).catch((error) => {
    console.error(`mail ${row.id} could not be tried; the housekeeping job will`, error);
    return false;
  });
  if (!context.env.SMTP_URL) await delivery;
}

/** The housekeeping round: tries every due mail (oldest first), and forgets sent and given-up mail after a while. */
export async function deliverDueMail(context: MailContext, now = new Date()): Promise<{ sent: number; failed: number }> {
  const due = await context.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(DELIVER_BATCH);
  let sent = 0;
  for (const { id } of due) if (await deliver(context, id, now)) sent++;
  await context.db
    .delete(mailOutbox)
    .where(
      or(
        lt(mailOutbox.sentAt, new Date(now.getTime() - days(SENT_KEPT_DAYS))),
        lt(mailOutbox.failedAt, new Date(now.getTime() - days(GIVEN_UP_KEPT_DAYS))),
      ),
    );
  return { sent, failed: due.length - sent };
}

/** Mail waiting to be sent, and mail given up (for /metrics: the operator's to look at). */
export async function outboxCounts(db: Queryable): Promise<{ waiting: number; failed: number }> {
  const [row] = await db
    .select({
      waiting: count(sql`case when ${mailOutbox.sentAt} is null and ${mailOutbox.failedAt} is null then 1 end`),
      failed: count(mailOutbox.failedAt),
    })
    .from(mailOutbox);
  return { waiting: Number(row.waiting), failed: Number(row.failed) };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * A plain, friendly mail, with a list and one button when it has them: the same words in text and
 * HTML. `t` (the `mail` namespace) is in the reader's language, as the caller's words are.
 */
export function buttonMail({
  to,
  subject,
  intro,
  lines = [],
  action,
  url,
  outro,
  t = englishT("mail"),
}: {
  to: string;
  subject: string;
  intro: string;
  /** A short list after the introduction (a summary's lines). */
  lines?: string[];
  action?: string;
  url?: string;
  outro: string;
  t?: TFunction;
}): Mail {
  const link = action && url ? { action, url } : null;
  const list = lines.map((line) => `- ${line}\n`).join("");
  return {
    to,
    subject,
    text: `${intro}\n\n${list ? `${list}\n` : ""}${link ? `${link.action}: ${link.url}\n\n` : ""}${outro}\n\n${t("team")}`,
    html: `<div style="font-family:system-ui,sans-serif;max-width:520px;margin:auto;color:#0f172a;overflow-wrap:anywhere">
<h1 style="color:#3730a3;font-size:22px">CleverPlay</h1>
<p>${escapeHtml(intro)}</p>
${lines.length > 0 ? `<ul>${lines.map((line) => `<li style="margin:6px 0">${escapeHtml(line)}</li>`).join("")}</ul>\n` : ""}${
      link
        ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#4338ca;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(link.action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(t("pasteLink"))} ${escapeHtml(link.url)}</p>
`
        : ""
    }<p>${escapeHtml(outro)}</p>
<p>${escapeHtml(t("team"))}</p></div>`,
  };
}
