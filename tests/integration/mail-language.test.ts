/**
 * Every mail is in its reader's language (docs/decisions/i18n-mail.md), through a real SMTP server:
 * a child who signs up in Spanish gets their verification mail in Spanish, and their parent the
 * consent mail in Spanish; a parent who answers in Spanish gets the weekly summary (with what the
 * child mastered this week) and the account's deletion in Spanish, though the child reads English;
 * and English mails say exactly what they said before.
 */
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { parentalConsents, users } from "../../drizzle/schema";
import { seed } from "~/models/seed.server";
import { sendDueSummaries } from "~/models/parent-summary.server";
import { languageCookie } from "~/models/language.server";
import { action as forgotPassword } from "~/routes/auth.forgot-password";
import { action as parentAction, loader as parentPage } from "~/routes/parent.$token";
import { action as registerAction } from "~/routes/register";
import { describeEachDatabase } from "../support/database";
import { callRoute, type RouteFn } from "../support/routes";
import { formPost, get, testContext } from "../support/context";
import { learnMath } from "../support/learning";
import { approvedChild, playedRun, underThirteen as child } from "../support/parents";
import { workingSmtp, type ReadMail } from "../support/smtp";

const SPANISH = { "Accept-Language": "es-MX,es;q=0.9" };

async function smtpContext(database: Parameters<typeof testContext>[0]) {
  const smtp = await workingSmtp();
  return { smtp, context: testContext(database, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }) };
}

/** Waits for `count` mails (SMTP delivery goes on after the request), and gives them as their readers read them. */
async function mailsReceived(smtp: Awaited<ReturnType<typeof workingSmtp>>, count: number): Promise<ReadMail[]> {
  await expect.poll(() => smtp.raw.length, { timeout: 15_000 }).toBe(count);
  return smtp.read();
}

const mailTo = (mails: ReadMail[], to: string) => {
  const mail = mails.filter((m) => m.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
};

const parentToken = (mail: ReadMail) => /\/parent\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1];

async function signUp(context: AppLoadContext, headers: Record<string, string>) {
  const response = await callRoute(registerAction as RouteFn, formPost("/register", child, headers), context);
  expect(response.status).toBe(200);
}

describeEachDatabase("mail in its reader's language", (database) => {
  it(
    "a child signs up in Spanish: their verification mail and their parent's consent mail are in Spanish; the parent declines in Spanish and hears so in Spanish",
    { timeout: 60_000 },
    async () => {
      const { smtp, context } = await smtpContext(database());
      await signUp(context, SPANISH);
      const mails = await mailsReceived(smtp, 2);

      const verify = mailTo(mails, child.email);
      expect(verify.subject).toBe("Confirma tu correo de CleverPlay");
      expect(verify.text).toContain("¡Te damos la bienvenida a CleverPlay!");
      expect(verify.text).toMatch(/Confirmar mi correo: http:\/\/cleverplay\.test\/auth\/verify\?token=/);
      expect(verify.text).toMatch(/El equipo de CleverPlay$/);

      const consent = mailTo(mails, child.parentEmail);
      expect(consent.subject).toBe("mia_plays pidió unirse a CleverPlay: por favor, responde");
      expect(consent.text).toContain("Tu hijo o hija mia_plays se registró en CleverPlay");
      expect(consent.text).toContain("con la dirección de correo mia@example.com");
      expect(consent.text).toContain("Si no respondes en 7 días, borramos la cuenta");
      expect(consent.text).toMatch(/Revisar y responder: http:\/\/cleverplay\.test\/parent\//);
      // The HTML part says the same, its button and its pasted link too.
      expect(consent.html).toContain(">Revisar y responder</a>");
      expect(consent.html).toContain("O pega este enlace en tu navegador:");
      expect(consent.html).toContain("<p>El equipo de CleverPlay</p>");
      for (const mail of [verify, consent]) expect(`${mail.subject} ${mail.text.split("\n")[0]}`).not.toMatch(/\b(the|your|please)\b/i);

      // The parent's page opens in Spanish for a Spanish browser, its deadline a Spanish date.
      const token = parentToken(consent);
      const page = await callRoute(parentPage as RouteFn, get(`/parent/${token}`, SPANISH), context, { token });
      const { deadline } = (await page.json()) as { deadline: string };
      expect(deadline).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);

      await callRoute(parentAction as RouteFn, formPost(`/parent/${token}`, { intent: "decline" }, SPANISH), context, { token });
      const removed = mailTo(await mailsReceived(smtp, 3), child.parentEmail);
      expect(removed.subject).toBe("Borramos la cuenta de CleverPlay de tu hijo o hija");
      expect(removed.text).toContain("Rechazaste la cuenta de CleverPlay de tu hijo o hija, así que la borramos");
      expect(removed.text).toContain("(La cuenta se registró con mia@example.com).");
    },
  );

  it("the same sign-up in English: the mails say exactly what they said before", { timeout: 60_000 }, async () => {
    const { smtp, context } = await smtpContext(database());
    await signUp(context, {});
    const mails = await mailsReceived(smtp, 2);
    const verify = mailTo(mails, child.email);
    expect(verify.subject).toBe("Verify your CleverPlay email address");
    expect(verify.text).toMatch(
      /^Welcome to CleverPlay! Please confirm your email address to activate your account and collect your 100 free Clever Coins\.\n\nVerify my email: http:\/\/cleverplay\.test\/auth\/verify\?token=[^\n]+\n\nThe link works once and expires in 24 hours\. If you did not sign up, you can ignore this email\.\n\nThe CleverPlay team$/,
    );
    const consent = mailTo(mails, child.parentEmail);
    expect(consent.subject).toBe("mia_plays asked to join CleverPlay: please answer");
    expect(consent.text).toContain(
      "Your child mia_plays signed up for CleverPlay, a site of learning games, with the e-mail address mia@example.com, and told us " +
        "they are under 13 and that you are their parent. Before we keep their account, we need your permission. Until you answer, " +
        "they can play, but their profile is private, other players only see a made-up nickname, and sharing is switched off.",
    );
    expect(consent.text).toContain(
      "The page says what we store and why. If you do not answer within 7 days, we delete the account and everything in it. " +
        "Keep this e-mail: its link also lets you download or delete your child's data later. It keeps working until you stop it on that page.",
    );
    expect(consent.html).toContain("Or paste this link into your browser: http://cleverplay.test/parent/");
    expect(consent.html).toContain("<p>The CleverPlay team</p>");
  });

  it(
    "a parent who reads Spanish gets the weekly summary in Spanish, with what their child mastered this week, though the child signed up in English",
    { timeout: 120_000 },
    async () => {
      const setup = testContext(database());
      await seed(setup.db);
      const sam = await approvedChild(setup, "sam_counts", "mum@example.com");
      const ada = await approvedChild(setup, "ada_adds", "gran@example.com");
      // Sam's parent asks for the summary on a page they read in Spanish (the footer's switcher: cp_lang=es).
      const chosen = await languageCookie(get("/"), setup).serialize("es");
      const spanishPage = { Cookie: chosen.split(";")[0] };
      const chose = await callRoute(parentPage as RouteFn, get(`/parent/${sam.token}`, spanishPage), setup, { token: sam.token });
      expect(chose.status).toBe(200);
      const saved = await callRoute(
        parentAction as RouteFn,
        formPost(`/parent/${sam.token}`, { intent: "summary", weeklySummary: "on" }, spanishPage),
        setup,
        { token: sam.token },
      );
      expect(((await saved.json()) as { done: string }).done).toBe(
        "Guardado: recibirás un resumen por correo cada 7 días; el primero, dentro de una semana.",
      );
      // Ada's parent asks in English.
      await callRoute(parentAction as RouteFn, formPost(`/parent/${ada.token}`, { intent: "summary", weeklySummary: "on" }), setup, {
        token: ada.token,
      });
      for (const kid of [sam, ada]) {
        await learnMath(setup.db, kid.id, { level: 1, answers: 60 });
        await playedRun(setup, { userId: kid.id, game: "word-adventure", level: 1, answered: 10, correct: 8, finishedAt: new Date() });
      }
      await setup.db.update(parentalConsents).set({ summaryDueAt: new Date() });

      const { smtp, context } = await smtpContext(database());
      expect(await sendDueSummaries(context, new Date(Date.now() + 60_000))).toBe(2);
      const mails = await mailsReceived(smtp, 2);

      const spanish = mailTo(mails, "mum@example.com");
      expect(spanish.subject).toBe("La semana de sam_counts en CleverPlay");
      expect(spanish.text).toMatch(
        /^En los últimos 7 días, sam_counts jugó \d+ partidas en CleverPlay, durante (cerca de \d+ minutos?|menos de un minuto)\./,
      );
      expect(spanish.text).toMatch(/\n- Esta semana, sam_counts dominó: .+\.\n/);
      expect(spanish.text).toMatch(
        /\n- Word Adventure, Nivel 1: Palabras de tres letras: 1 partida, 8 de 10 respuestas correctas \(80 %\)\n/,
      );
      expect(spanish.text).toContain("Dejar de recibir estos correos semanales: http://cleverplay.test/parent/");
      expect(spanish.html).toContain("Pediste este resumen en tu página sobre la cuenta de sam_counts.");

      const english = mailTo(mails, "gran@example.com");
      expect(english.subject).toBe("ada_adds's week on CleverPlay");
      expect(english.text).toMatch(
        /^In the last 7 days ada_adds played \d+ games on CleverPlay, for (about \d+ minutes?|less than a minute)\./,
      );
      expect(english.text).toMatch(/\n- This week ada_adds mastered: .+\.\n/);
      expect(english.text).toMatch(/\n- Word Adventure, Level 1: Three-letter words: 1 game, 8 of 10 answers right \(80%\)\n/);
      expect(english.text).toMatch(/\n\nThe CleverPlay team$/);

      // Opening the page alone (a mail scanner following the link) changes nothing: a choice is a post or the switcher.
      await callRoute(parentPage as RouteFn, get(`/parent/${ada.token}`, SPANISH), setup, { token: ada.token });
      const [adaConsent] = await setup.db.select().from(parentalConsents).where(eq(parentalConsents.userId, ada.id));
      expect(adaConsent.language).toBe("en");
    },
  );

  it("a password reset asked for on a Spanish page comes in Spanish; in English, as before", { timeout: 60_000 }, async () => {
    const { smtp, context } = await smtpContext(database());
    await signUp(context, {});
    await context.db.update(users).set({ emailVerified: true }).where(eq(users.email, child.email));
    await callRoute(forgotPassword as RouteFn, formPost("/auth/forgot-password", { email: child.email }, SPANISH), context);
    await callRoute(forgotPassword as RouteFn, formPost("/auth/forgot-password", { email: child.email }), context);
    const resets = (await mailsReceived(smtp, 4)).filter((mail) => mail.text.includes("/auth/reset-password?token="));
    const spanish = resets.find((mail) => mail.subject !== "Reset your CleverPlay password")!;
    const english = resets.find((mail) => mail.subject === "Reset your CleverPlay password")!;
    expect(spanish.subject).toBe("Cambia tu contraseña de CleverPlay");
    expect(spanish.text).toMatch(
      /^Alguien \(esperamos que tú\) pidió cambiar la contraseña de tu cuenta de CleverPlay\.\n\nElegir una contraseña nueva: /,
    );
    expect(english.subject).toBe("Reset your CleverPlay password");
    expect(english.text).toMatch(
      /^Someone \(hopefully you\) asked to reset the password of your CleverPlay account\.\n\nChoose a new password: http:\/\/cleverplay\.test\/auth\/reset-password\?token=[^\n]+\n\nThe link works once and expires in 1 hour\. If you did not ask for it, ignore this email: your password stays the same\.\n\nThe CleverPlay team$/,
    );
  });
});
