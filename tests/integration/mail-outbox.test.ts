// Mail goes through an outbox: a sign-up never waits on a mail server, a failed mail is tried
// again later, given up after the last try, and never sent twice.
import { createServer, type Server, type Socket } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterEach, expect, it, vi } from "vitest";
import { mailOutbox } from "../../drizzle/schema";
import { deliverDueMail, GIVEN_UP_KEPT_DAYS, outboxCounts, RETRY_MINUTES } from "~/models/mail.server";
import { action as registerAction } from "~/routes/register";
import { formPost, outbox, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";

const closers: Array<() => void> = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/** A server that takes the connection and never says a word, like a hung mail relay. */
async function silentSmtp(): Promise<number> {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => {
    sockets.forEach((socket) => socket.destroy());
    server.close();
  });
  return (server.address() as { port: number }).port;
}

/** A working SMTP server; the mail it receives, as text. */
async function workingSmtp(): Promise<{ port: number; received: string[] }> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let text = "";
      stream.on("data", (chunk: Buffer) => (text += chunk.toString()));
      stream.on("end", () => {
        received.push(text.replace(/=\r?\n/g, "").replace(/=3D/g, "="));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => server.close());
  return { port: (server.server.address() as { port: number }).port, received };
}

const minutes = (n: number) => n * 60_000;
/** A mail's working link, as a verification or consent mail holds it. */
const LINK = "Verify: http://cleverplay.test/auth/verify?token=live-token";
const signUp = (context: ReturnType<typeof testContext>) =>
  registerAction({
    request: formPost("/register", {
      email: "ada@example.com",
      username: "ada_l",
      password: "long enough password",
      confirmPassword: "long enough password",
      birthMonth: "3",
      birthYear: "1990",
    }),
    context,
    params: {},
  });

describeEachDatabase("mail outbox", (database) => {
  it("a sign-up does not wait for a mail server that never answers, and the mail is sent on a later try", { timeout: 30_000 }, async () => {
    const { db } = database();
    const hung = testContext(database(), { SMTP_URL: `smtp://127.0.0.1:${await silentSmtp()}` });
    const answer = (await signUp(hung)) as Response;
    expect(answer.status).toBe(200);
    // Answered while the mail's first try still waits for the server's greeting (5 s): a sign-up
    // that waited for the mail would answer only once that try had failed and said why.
    const [trying] = await db.select().from(mailOutbox);
    expect(trying).toMatchObject({ sentAt: null, lastError: null });

    // The first try gives up on the silent server after its greeting timeout, and is kept.
    await expect.poll(async () => (await db.select().from(mailOutbox))[0]?.attempts, { timeout: 15_000 }).toBe(1);
    await expect.poll(async () => (await db.select().from(mailOutbox))[0]?.lastError, { timeout: 15_000 }).toMatch(/greeting|timeout/i);
    const [waiting] = await db.select().from(mailOutbox);
    expect(waiting.sentAt).toBeNull();
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + minutes(RETRY_MINUTES[0]) - 10_000);
    expect(await outboxCounts(db)).toEqual({ waiting: 1, failed: 0 });

    // The relay is back: the next round, once the retry is due, delivers it.
    const smtp = await workingSmtp();
    const fixed = { db, env: testContext(database(), { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }).env };
    expect(await deliverDueMail(fixed)).toEqual({ sent: 0, failed: 0 }); // not due yet
    expect(await deliverDueMail(fixed, new Date(Date.now() + minutes(RETRY_MINUTES[0]) + 1_000))).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatch(/\/auth\/verify\?token=/);
    const [sent] = await db.select().from(mailOutbox);
    expect(sent.sentAt).not.toBeNull();
    expect(sent.text).toBe(""); // the sign-in link is not kept once it has gone
    expect(await outboxCounts(db)).toEqual({ waiting: 0, failed: 0 });
  });

  it("a sign-up's mail is there at once even when this process's clock is behind the database's", async () => {
    // Microseconds in the database's now() against milliseconds here made a mail queued in the
    // same millisecond not yet due for its first try; a database on another machine is further off.
    const context = testContext(database());
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 2_000 });
    try {
      expect(((await signUp(context)) as Response).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    expect(outbox(context)).toHaveLength(1);
    expect(outbox(context)[0]).toMatch(/\/auth\/verify\?token=/);
  });

  it("gives a mail up after its last try, for the operator to see without its link, and forgets it later", async () => {
    const { db } = database();
    // Nothing listens on port 9: every try is refused at once.
    const refused = { db, env: testContext(database(), { SMTP_URL: "smtp://127.0.0.1:9" }).env };
    // Due by this process's clock, as sendMail queues it: the database's now() has microseconds
    // and may be a fraction of a millisecond ahead of Date.now(), which would leave it not yet due.
    let now = Date.now();
    await db
      .insert(mailOutbox)
      .values({ recipient: "ada@example.com", subject: "Hello", text: LINK, html: `<p>${LINK}</p>`, nextAttemptAt: new Date(now) });
    for (let attempt = 1; attempt <= RETRY_MINUTES.length + 1; attempt++) {
      expect(await deliverDueMail(refused, new Date(now))).toEqual({ sent: 0, failed: 1 });
      now += minutes(RETRY_MINUTES[attempt - 1] ?? 0) + 1_000;
    }
    const [row] = await db.select().from(mailOutbox);
    expect(row.attempts).toBe(RETRY_MINUTES.length + 1);
    expect(row.failedAt).not.toBeNull();
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    // No working link at rest: the text went with the last try.
    expect([row.text, row.html]).toEqual(["", ""]);
    expect(await outboxCounts(db)).toEqual({ waiting: 0, failed: 1 });
    expect(await deliverDueMail(refused, new Date(now + minutes(10_000)))).toEqual({ sent: 0, failed: 0 });
    expect(await outboxCounts(db)).toEqual({ waiting: 0, failed: 1 });
    // After the set time the row itself goes.
    expect(await deliverDueMail(refused, new Date(Date.now() + (GIVEN_UP_KEPT_DAYS + 1) * 24 * 3600_000))).toEqual({ sent: 0, failed: 0 });
    expect(await db.select().from(mailOutbox)).toEqual([]);
  });

  it("two senders at once send a mail once", async () => {
    const { db } = database();
    const smtp = await workingSmtp();
    const context = { db, env: testContext(database(), { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }).env };
    const ids = await db
      .insert(mailOutbox)
      .values(Array.from({ length: 5 }, (_, i) => ({ recipient: `p${i}@example.com`, subject: "Hello", text: "Hi", html: "<p>Hi</p>" })))
      .returning({ id: mailOutbox.id });
    // A second later: the rows' first attempt is the database's now(), in microseconds, which a
    // JavaScript Date taken in the same millisecond reads as still to come (the job's next beat sends it).
    const later = new Date(Date.now() + 1000);
    const rounds = await Promise.all([deliverDueMail(context, later), deliverDueMail(context, later), deliverDueMail(context, later)]);
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(5);
    expect(smtp.received).toHaveLength(5);
    for (const { id } of ids) expect((await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0].sentAt).not.toBeNull();
  });
});
