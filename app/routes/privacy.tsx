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

const strong = "text-slate-900";

export default function Privacy() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 leading-relaxed text-slate-700">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Privacy Policy</h1>
      <p className="mt-2 text-sm text-slate-600">Last updated December 5, 2026</p>
      <p className={p}>
        {SITE_NAME} is an educational games website for children and teens. This policy explains, in plain language, what information we
        collect, why we collect it, who we share it with and the choices you have. It describes what the site actually does. If you are a
        child, please read it with a parent or guardian.
      </p>

      <h2 className={h2}>Information We Collect</h2>
      <h3 className={h3}>Information you give us voluntarily</h3>
      <ul className={ul}>
        <li>
          <strong className={strong}>Registration:</strong> your e-mail address, a password (stored only as a scrambled hash), the month and
          year you were born (nothing more about your age), and an optional username. A player under 13 also gives a parent&apos;s e-mail
          address. If you sign in with Google, we receive your name and e-mail address from Google; your name becomes your display name.
        </li>
        <li>
          <strong className={strong}>Games:</strong> your scores, game progress, completed challenges, badges, Clever Coin transactions,
          items you own, two-player races and class races you take part in (with your answers in a class race), plus anything you add to
          your profile: a display name, a short bio, an avatar.
        </li>
        <li>
          <strong className={strong}>Support:</strong> what you tell us when you write to us for help.
        </li>
        <li>
          <strong className={strong}>Newsletter:</strong> your e-mail address, only if you choose to subscribe.
        </li>
        <li>
          <strong className={strong}>Surveys:</strong> we do not run any surveys today. If we ever do, taking part will be optional and this
          page will say what we keep.
        </li>
      </ul>
      <p className={p}>
        If a parent buys a premium game by card, the payment is handled by our payment provider, Stripe. We receive a confirmation of the
        purchase, but we never see or store the card number.
      </p>

      <h3 className={h3}>Information collected automatically</h3>
      <ul className={ul}>
        <li>
          <strong className={strong}>Device information:</strong> your IP address, used to limit repeated sign-in and sign-up attempts
          (those counters are deleted after a day) and written, with a partly hidden e-mail address, in the log line of each sign-in
          attempt.
        </li>
        <li>
          <strong className={strong}>Usage data:</strong> the games you play and when, as part of your scores and progress above. We use no
          third-party analytics and no tracking.
        </li>
        <li>
          <strong className={strong}>Performance data:</strong> for each request, our server logs the page address (without the values of
          links&apos; secret codes), the answer&apos;s status and how long it took, to find and fix problems.
        </li>
      </ul>
      <p className={p}>
        We use only the cookies the site needs: one keeps you signed in (for up to 30 days), one carries a short message to the next page,
        one lets a visitor who is not signed in finish a game, and two last ten minutes while you sign in with Google. Your browser also
        remembers whether game sounds are switched off. We show no advertising and use no advertising or analytics cookies.
      </p>

      <h2 className={h2}>How We Use Your Information</h2>
      <ul className={ul}>
        <li>To create and run your account and let you sign in securely.</li>
        <li>To know whether a parent must agree before a player&apos;s account is complete (the month and year of birth).</li>
        <li>To run the games, save your progress, and award and record Clever Coins, badges and purchases.</li>
        <li>To show leaderboards and public profiles, and to run two-player races and class races.</li>
        <li>
          To send the e-mails you need (address verification, password resets, a parent&apos;s consent request) and newsletters you asked
          for.
        </li>
        <li>To answer your questions and give support.</li>
        <li>To keep the service safe, prevent cheating and abuse, and fix problems.</li>
      </ul>

      <h2 className={h2}>How We Share Your Information</h2>
      <p className={p}>
        <strong className={strong}>We never sell your data.</strong> We share information only in these cases:
      </p>
      <ul className={ul}>
        <li>
          <strong className={strong}>Service providers</strong> who help us run {SITE_NAME}: hosting, e-mail delivery, Stripe for card
          payments, and Google if you choose to sign in with Google. They may use the information only to provide their service to us.
        </li>
        <li>
          <strong className={strong}>The host of a class race you join</strong> (often your teacher) sees, in that race and its report, the
          name shown for you, your score and your answers, for 30 days; then the race is deleted. Players under 13 waiting for a parent
          appear only as a made-up nickname; a visitor appears under the first name they typed, or a made-up nickname, which the host can
          swap for a made-up one. Nobody else sees the report.
        </li>
        <li>
          <strong className={strong}>Affiliated institutions</strong>, such as schools: a teacher sees what the section on classes below
          says, and nothing more. We share nothing else with schools, and would only ever do so with consent from you or your parent or
          guardian.
        </li>
        <li>
          <strong className={strong}>Legal authorities</strong>, when the law requires it or when it is needed to protect the safety of our
          users or others.
        </li>
      </ul>
      <p className={p}>
        From age 13, a new profile is public: other players can see your display name, username, avatar, scores and badges on the
        leaderboard, and your profile page shows your coin balance, games played, streak and when you joined. Which premium games you own is
        never shown to others, and your e-mail address is never shown to anyone. You can make your profile private at any time in your
        profile settings. Profiles of players under 13 start private (see below). Usernames, display names and bios are checked against a
        list of rude words before anyone else can see them.
      </p>

      <h2 className={h2}>Data Security</h2>
      <p className={p}>
        We protect your information with encrypted connections, hashed passwords, sign-in cookies and one-time links that are stored only as
        hashes, and access limited to the people who need it. No online service can be perfectly secure, so please keep your password
        private and tell us at <Mail /> if you think your account has been misused. We keep your information while your account is open. The
        text of an e-mail we sent is blanked once it is sent, and its record deleted after 7 days. When an account is deleted, everything in
        it is deleted at once.
      </p>

      <h2 className={h2}>Children&apos;s Privacy</h2>
      <p className={p}>
        {SITE_NAME} is made for young people, and we follow the Children&apos;s Online Privacy Protection Act (COPPA). We require verifiable
        parental consent before we collect personal information from children under 13. This is how it works:
      </p>
      <ul className={ul}>
        <li>
          At sign-up we ask the month and year of birth. A player who may be under 13 gives a parent&apos;s e-mail address, and we e-mail
          that parent a link to a page that says what we store and why, with Approve and Decline.
        </li>
        <li>
          Until the parent approves, the child can play, but their profile is private and cannot be made public, other players only ever see
          a made-up nickname (on leaderboards and in races), and sharing to social networks is switched off.
        </li>
        <li>
          If the parent declines, or does not answer within 7 days, we delete the child&apos;s account and everything in it, and tell the
          parent by e-mail.
        </li>
        <li>
          After approving, the profile stays private unless the parent allows a public one. The same link lets the parent download the
          child&apos;s data or delete the account at any time, and ask for a weekly e-mail about what the child played (off unless asked
          for; every one has a link that stops them).
        </li>
      </ul>
      <h3 className="mt-6 text-lg font-bold text-slate-900">Classes and teachers</h3>
      <p className={p}>
        A teacher who makes a class on {SITE_NAME} tells us they act for their school, for school use only (the school-authorisation route
        of COPPA). Before a student joins, the class&apos;s page says who the teacher is and exactly what they will see: the student&apos;s
        name on {SITE_NAME} (a child waiting for a parent&apos;s answer shows as their nickname), never their e-mail address, and only the
        games played for the class&apos;s homework, at its levels, since it opened, with scores and right answers: per homework, the
        questions the class missed most; per student, runs and right answers per week for the last 8 weeks. A student&apos;s own profile
        shows the name their teacher sees. A teacher sees nothing else a student does here. A student who leaves the class, or is removed
        from it, disappears from the teacher&apos;s tables at once; deleting a teacher&apos;s account deletes their classes.
      </p>
      <h3 className="mt-6 text-lg font-bold text-slate-900">Student logins a teacher makes</h3>
      <p className={p}>
        A teacher can also make the logins for their class, so that young children need no e-mail address. This is done under the
        school&apos;s authorisation (COPPA&apos;s school route): the teacher acts for the school, so we send no e-mail asking a parent. For
        each child we keep only what the teacher types, a first name and the first letter of the last name (and, if the school&apos;s list
        has one, its student number), plus the child&apos;s games, coins and badges like any player&apos;s.
      </p>
      <p className={p}>
        The child signs in with the class code and two pictures in order, or by scanning their login card. Two pictures are not a strong
        password on their own, so the class code, a short lock-out after wrong guesses and a limit per network protect them; we keep them
        readable because the teacher prints them on the card. Only that teacher sees the child&apos;s first name and initial; everyone else
        sees only a made-up nickname. The profile is always private, sharing is switched off, and nothing can be paid by card.
      </p>
      <p className={p}>
        The school sends a letter home with a parent code. With it, a parent can see what we keep about the child, download it, or delete
        the account, without an e-mail account with us. The teacher can delete the account too; everything in it is deleted at once. A
        school may let its people sign in with their school account: we then keep its school e-mail and an identifier, no name.
      </p>
      <p className={p}>
        Parents and guardians can also review their child&apos;s information, ask us to delete it, and refuse any further collection by
        writing to <Mail />. If we learn that we collected personal information from a child under 13 without parental consent, we delete
        it.
      </p>

      <h2 className={h2}>Your Privacy Rights</h2>
      <p className={p}>Depending on where you live, you or your parent or guardian have the right to:</p>
      <ul className={ul}>
        <li>
          <strong className={strong}>Access</strong> the information we hold about you: Download my data, in your profile settings.
        </li>
        <li>
          <strong className={strong}>Correct</strong> information that is wrong or incomplete: Edit Profile, or write to us.
        </li>
        <li>
          <strong className={strong}>Delete</strong> your information and your account: Delete my account, in your profile settings.
        </li>
        <li>
          <strong className={strong}>Object to or restrict</strong> how we use your information: make your profile private, unsubscribe from
          the newsletter, or write to us.
        </li>
        <li>
          <strong className={strong}>Data portability:</strong> receive your information in a common, machine-readable format (the download
          is a JSON file).
        </li>
      </ul>
      <p className={p}>
        If you are signed in, you can download or delete your data yourself from your{" "}
        <Link className={a} to="/profile?tab=settings">
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
