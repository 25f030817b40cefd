import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { pageMeta } from "~/utils/meta";
import { PRIVACY_EMAIL, SITE_NAME } from "~/utils/site";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Privacy Policy",
    description:
      "How CleverPlay collects, uses and protects information, our approach to children's privacy and COPPA, and the choices and rights families have.",
  });

const h2 = "mt-10 text-2xl font-bold text-slate-900";
const h3 = "mt-6 text-lg font-semibold text-slate-900";
const p = "mt-3";
const ul = "mt-3 list-disc space-y-2 pl-6";
const a = "font-medium text-brand underline hover:text-brand-dark";

function Mail() {
  return (
    <a className={a} href={`mailto:${PRIVACY_EMAIL}`}>
      {PRIVACY_EMAIL}
    </a>
  );
}

export default function Privacy() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 leading-relaxed text-slate-700">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Privacy Policy</h1>
      <p className="mt-2 text-sm text-slate-600">Last updated May 23, 2025</p>
      <p className={p}>
        {SITE_NAME} is an educational games website for children and teens. This policy explains, in plain language, what information we
        collect, why we collect it, who we share it with and the choices you have. If you are a child, please read it with a parent or
        guardian.
      </p>

      <h2 className={h2}>Information We Collect</h2>
      <h3 className={h3}>Information you give us voluntarily</h3>
      <ul className={ul}>
        <li>
          <strong className="text-slate-900">Registration:</strong> your e-mail address, a password (stored only in scrambled, hashed form),
          and an optional username and display name. If you sign in with Google, we receive your name and e-mail address from Google.
        </li>
        <li>
          <strong className="text-slate-900">Games:</strong> your scores, progress, completed challenges, badges, Clever Coin transactions,
          items you own and two-player sessions you take part in, plus anything you add to your profile, such as a bio or avatar.
        </li>
        <li>
          <strong className="text-slate-900">Support:</strong> what you tell us when you contact us for help.
        </li>
        <li>
          <strong className="text-slate-900">Newsletter:</strong> your e-mail address, if you choose to subscribe.
        </li>
        <li>
          <strong className="text-slate-900">Surveys:</strong> your answers, if you choose to take part in a survey or give feedback.
        </li>
      </ul>
      <p className={p}>
        If you buy a premium game by card, the payment is handled by our payment provider. We receive a confirmation of the purchase, but we
        never see or store your full card number.
      </p>

      <h3 className={h3}>Information collected automatically</h3>
      <ul className={ul}>
        <li>
          <strong className="text-slate-900">Device information:</strong> browser type, operating system, screen size and IP address.
        </li>
        <li>
          <strong className="text-slate-900">Usage data:</strong> the pages you visit, the games you play, when you play and for how long.
        </li>
        <li>
          <strong className="text-slate-900">Performance data:</strong> page load times and error reports that help us find and fix
          problems.
        </li>
      </ul>
      <p className={p}>
        We use a small number of cookies that the site needs to work, for example to keep you signed in and to show you a message after an
        action. We do not show third-party advertising and do not use advertising cookies.
      </p>

      <h2 className={h2}>How We Use Your Information</h2>
      <ul className={ul}>
        <li>To create and run your account and let you sign in securely.</li>
        <li>To run the games, save your progress, and award and record Clever Coins, badges and purchases.</li>
        <li>To show leaderboards and public profiles, and to run two-player sessions.</li>
        <li>To send e-mails you need, such as address verification and password resets, and newsletters you asked for.</li>
        <li>To answer your questions and give support.</li>
        <li>To keep the service safe, prevent cheating and abuse, and fix problems.</li>
        <li>To understand how the games are used so we can make them better for learning.</li>
      </ul>

      <h2 className={h2}>How We Share Your Information</h2>
      <p className={p}>
        <strong className="text-slate-900">We never sell your data.</strong> We share information only in these cases:
      </p>
      <ul className={ul}>
        <li>
          <strong className="text-slate-900">Service providers</strong> who help us run {SITE_NAME}, such as hosting, e-mail delivery and
          payment processing. They may use the information only to provide their service to us.
        </li>
        <li>
          <strong className="text-slate-900">Affiliated institutions</strong>, such as schools, only with consent from you or your parent or
          guardian.
        </li>
        <li>
          <strong className="text-slate-900">Legal authorities</strong>, when the law requires it or when it is needed to protect the safety
          of our users or others.
        </li>
      </ul>
      <p className={p}>
        Profiles are public by default: other players can see your display name, username, avatar, scores and badges on the leaderboard and
        your profile page. Your e-mail address is never shown. You can make your profile private at any time in your profile settings.
      </p>

      <h2 className={h2}>Data Security</h2>
      <p className={p}>
        We protect your information with encrypted connections, hashed passwords, access limited to the people who need it, and regular
        updates to our systems. No online service can be perfectly secure, so please keep your password private and tell us at <Mail /> if
        you think your account has been misused. We keep your information while your account is open and delete it when the account is
        deleted, except records we must keep by law, such as payment records.
      </p>

      <h2 className={h2}>Children&apos;s Privacy</h2>
      <p className={p}>
        {SITE_NAME} is made for young people, and we follow the Children&apos;s Online Privacy Protection Act (COPPA). We require verifiable
        parental consent before we collect personal information from children under 13. We collect only what a child needs to play, and
        children can play without giving more.
      </p>
      <p className={p}>
        Parents and guardians can review their child&apos;s information, ask us to delete it, and refuse any further collection at any time
        by writing to <Mail />. If we learn that we collected personal information from a child under 13 without parental consent, we delete
        it.
      </p>

      <h2 className={h2}>Your Privacy Rights</h2>
      <p className={p}>Depending on where you live, you or your parent or guardian have the right to:</p>
      <ul className={ul}>
        <li>
          <strong className="text-slate-900">Access</strong> the information we hold about you.
        </li>
        <li>
          <strong className="text-slate-900">Correct</strong> information that is wrong or incomplete.
        </li>
        <li>
          <strong className="text-slate-900">Delete</strong> your information and your account.
        </li>
        <li>
          <strong className="text-slate-900">Object to or restrict</strong> how we use your information.
        </li>
        <li>
          <strong className="text-slate-900">Data portability:</strong> receive your information in a common, machine-readable format.
        </li>
      </ul>
      <p className={p}>
        If you are signed in, you can download or delete your data yourself from your{" "}
        <Link className={a} to="/profile">
          profile settings
        </Link>
        . For anything else, write to <Mail /> and we will reply within 30 days.
      </p>

      <h2 className={h2}>Changes to This Policy</h2>
      <p className={p}>
        We may update this policy from time to time. When we do, we change the date at the top of this page, and if the changes are
        important we tell you by e-mail or with a notice on the site before they take effect.
      </p>

      <h2 className={h2}>Contact Us</h2>
      <p className={p}>
        Questions about privacy, or a request about your data? Write to us at <Mail />. You can also read our{" "}
        <Link className={a} to="/terms">
          Terms of Service
        </Link>
        .
      </p>
    </div>
  );
}
