/**
 * Account e-mail. With SMTP_URL it goes to that server; without it each mail is written to
 * DATA_DIR/outbox/*.eml (its path is logged, never its links), so a laptop install can verify an
 * address by opening the file.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Env } from "~/env.server";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const transports = new Map<string, Transporter>();

function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

export async function sendMail(env: Env, mail: Mail): Promise<void> {
  const message = { from: env.MAIL_FROM, ...mail };
  if (env.SMTP_URL) {
    await smtpTransport(env.SMTP_URL).sendMail(message);
    return;
  }
  const raw = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }).sendMail(message);
  const outbox = path.resolve(env.DATA_DIR, "outbox");
  mkdirSync(outbox, { recursive: true });
  const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.to.replace(/[^A-Za-z0-9@._-]/g, "_")}.eml`);
  writeFileSync(file, raw.message as Buffer);
  // The file holds the links; the log line never does: a reset or verification link in a log
  // opens the account to whoever reads the log.
  console.log(`mail (${mail.subject}) written to ${file}`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A plain, friendly mail with one button: the same words in text and HTML. */
export function buttonMail({ to, subject, intro, action, url, outro }: { to: string; subject: string; intro: string; action: string; url: string; outro: string }): Mail {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${url}\n\n${outro}\n\nThe CleverPlay team`,
    html: `<div style="font-family:system-ui,sans-serif;max-width:520px;margin:auto;color:#0f172a">
<h1 style="color:#3730a3;font-size:22px">CleverPlay</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#4338ca;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">Or paste this link into your browser: ${escapeHtml(url)}</p>
<p>${escapeHtml(outro)}</p>
<p>The CleverPlay team</p></div>`,
  };
}
