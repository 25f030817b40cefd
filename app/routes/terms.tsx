import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { pageMeta } from "~/utils/meta";
import { CONTACT_EMAIL, SITE_NAME } from "~/utils/site";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Terms of Service",
    description:
      "The rules for using CleverPlay: accounts, Clever Coins (a virtual currency with no cash value), user conduct, and your rights and ours.",
  });

const h2 = "mt-10 text-2xl font-bold text-slate-900";
const h3 = "mt-6 text-lg font-semibold text-slate-900";
const p = "mt-3";
const ul = "mt-3 list-disc space-y-2 pl-6";
const a = "font-medium text-brand underline hover:text-brand-dark";

export default function Terms() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 leading-relaxed text-slate-700">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Terms of Service</h1>
      <p className="mt-2 text-sm text-slate-600">Last updated May 24, 2025</p>

      <h2 className={h2}>1. Acceptance of Terms</h2>
      <p className={p}>
        By using {SITE_NAME} you agree to these Terms of Service and to our{" "}
        <Link className={a} to="/privacy">
          Privacy Policy
        </Link>
        . If you do not agree, please do not use the service. If you are under 18, a parent or guardian must read these terms with you and
        agree to them on your behalf.
      </p>

      <h2 className={h2}>2. Description of Service</h2>
      <p className={p}>
        {SITE_NAME} is an educational games website for children and teens aged 5-18. It offers math, reading, logic and brain-training
        games, daily challenges, badges, a leaderboard, a store of cosmetic items, premium games and two-player sessions. Anyone can browse
        and play; you need an account to earn rewards, make purchases or join two-player sessions. We may add, change or remove games and
        features over time.
      </p>

      <h2 className={h2}>3. Clever Coin Currency</h2>

      <h3 className={h3}>3.1 What Clever Coins Are</h3>
      <p className={p}>
        Clever Coins (&ldquo;CC&rdquo;) are a virtual currency used only inside {SITE_NAME}. They reward learning and practice and can be
        spent on items and games in the service. CC are a limited licence to use a feature of the service; they are not your property and
        are not money.
      </p>

      <h3 className={h3}>3.2 No Cash Value</h3>
      <p className={p}>
        CC has no cash value. CC cannot be exchanged for money, sold, cashed out or redeemed for anything outside {SITE_NAME}, and CC cannot
        be bought with money.
      </p>

      <h3 className={h3}>3.3 Earning Clever Coins</h3>
      <p className={p}>Signed-in users can earn CC by:</p>
      <ul className={ul}>
        <li>joining: new accounts start with 100 free CC;</li>
        <li>completing games with a score above zero (up to a daily limit per game);</li>
        <li>completing daily challenges (10 CC each, up to 6 a day);</li>
        <li>login streaks (10 CC at 3 days in a row and 20 CC at 7 days);</li>
        <li>sharing games;</li>
        <li>achievements, which pay 10-50 CC;</li>
        <li>referrals, which pay 15 CC per referred user who completes 3 games;</li>
        <li>placing in the daily top 10 of the leaderboard (10-30 CC).</li>
      </ul>
      <p className={p}>
        Current amounts and limits are shown in the app. Every award and spend appears in the Earnings tab of your profile.
      </p>

      <h3 className={h3}>3.4 Spending Clever Coins</h3>
      <p className={p}>
        CC can be spent on cosmetic items, such as avatar frames and badges, and on premium games (1000 CC each). 20% of CC spent on premium
        games or cosmetics is burned, which means it is permanently removed from circulation. Burning does not change the price: you pay the
        listed amount and nothing more. Purchases made with CC are final, except where we correct an error under 3.5.
      </p>
      <p className={p}>
        Premium games can also be bought for 1 USD by card. Players under 18 need a parent or guardian&apos;s permission to pay by card.
      </p>

      <h3 className={h3}>3.5 No Transfers; Adjustments</h3>
      <p className={p}>
        CC and items bought with CC belong to one account and cannot be transferred, traded, gifted or sold to another account. We may
        correct a CC balance that is wrong because of a technical error, and we may remove CC or items gained through cheating, automated
        play, multiple accounts or other abuse of the service.
      </p>

      <h3 className={h3}>3.6 Clever Coins on Account Closure</h3>
      <p className={p}>
        When an account is closed, by you or by us, any remaining CC and items bought with CC are removed and cannot be recovered, refunded
        or transferred. Because CC has no cash value, no payment is made for them.
      </p>

      <h2 className={h2}>4. User Accounts</h2>
      <ul className={ul}>
        <li>Give accurate information when you register and verify your e-mail address.</li>
        <li>
          Children under 13 may use an account only with verifiable consent from a parent or guardian, as our Privacy Policy explains.
        </li>
        <li>Keep your password private. You are responsible for what happens on your account.</li>
        <li>Use one account per person, and choose a username and profile that are kind and appropriate.</li>
        <li>
          Tell us at{" "}
          <a className={a} href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>{" "}
          if you think someone else is using your account.
        </li>
      </ul>

      <h2 className={h2}>5. Privacy</h2>
      <p className={p}>
        Your privacy matters to us, especially because many of our users are children. Our{" "}
        <Link className={a} to="/privacy">
          Privacy Policy
        </Link>{" "}
        explains what we collect, how we use it and the rights you have.
      </p>

      <h2 className={h2}>6. User Conduct</h2>
      <p className={p}>When you use {SITE_NAME}, please do not:</p>
      <ul className={ul}>
        <li>cheat, use bots or scripts, or exploit bugs to gain scores, CC or items;</li>
        <li>use usernames, bios or images that are rude, hurtful, or share personal details such as a home address or phone number;</li>
        <li>bully, harass or pressure other players;</li>
        <li>try to access other people&apos;s accounts or data, or interfere with the service;</li>
        <li>use the service for anything illegal or for advertising.</li>
      </ul>

      <h2 className={h2}>7. Intellectual Property</h2>
      <p className={p}>
        The games, questions, artwork, text, logos and software of {SITE_NAME} belong to us or to our licensors and are protected by law. We
        give you a personal, non-commercial right to use them through the service. You may not copy, sell or redistribute them without our
        permission. What you add to your profile stays yours, but you allow us to show it within the service.
      </p>

      <h2 className={h2}>8. Limitation of Liability</h2>
      <p className={p}>
        We work hard to keep {SITE_NAME} available, accurate and safe, but the service is provided &ldquo;as is&rdquo; and we cannot promise
        it will always be error-free or uninterrupted. To the extent the law allows, we are not liable for indirect or consequential losses,
        or for the loss of CC or virtual items. Nothing in these terms limits rights you have by law that cannot be limited.
      </p>

      <h2 className={h2}>9. Termination</h2>
      <p className={p}>
        You can stop using {SITE_NAME} and delete your account at any time from your profile settings. We may suspend or close an account
        that breaks these terms or puts other users at risk; where possible we will tell you why. Section 3.6 explains what happens to CC
        when an account is closed.
      </p>

      <h2 className={h2}>10. Changes to Terms</h2>
      <p className={p}>
        We may update these terms. For material changes we will give at least 30 days notice, by e-mail or with a notice on the site, before
        they take effect. The date at the top shows when the terms last changed. If you keep using the service after a change takes effect,
        you accept the new terms.
      </p>

      <h2 className={h2}>11. Contact</h2>
      <p className={p}>
        Questions about these terms? Write to us at{" "}
        <a className={a} href={`mailto:${CONTACT_EMAIL}`}>
          {CONTACT_EMAIL}
        </a>
        .
      </p>
    </div>
  );
}
