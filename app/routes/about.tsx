import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { pageMeta } from "~/utils/meta";
import { CONTACT_EMAIL, SITE_NAME } from "~/utils/site";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "About Us",
    description:
      "CleverPlay makes practice fun with math, reading, logic and brain-training games for ages 5-18. Learn about our mission, approach and team.",
  });

const h2 = "mt-10 text-2xl font-bold text-slate-900";
const h3 = "text-lg font-semibold text-slate-900";

const audiences = [
  {
    title: "For students",
    text: "Short, timed rounds give instant feedback and get harder as skills grow. Daily challenges, badges and Clever Coins celebrate steady practice, and two-player races make revision something to look forward to.",
  },
  {
    title: "For teachers",
    text: "Rounds of one to five minutes fit warm-ups, exit tickets and station work. A two-player session is shared with a 6-character invite code or one link, and pages stay light enough for busy school networks.",
  },
  {
    title: "For parents",
    text: "Every game has a clear end, daily challenges are capped, and progress is easy to see. Clever Coins have no cash value, there are no ads, and you stay in control of your child's account and data.",
  },
];

export default function About() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 text-slate-700">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">About {SITE_NAME}</h1>
      <p className="mt-4 text-lg leading-relaxed">
        {SITE_NAME} is an educational games website for children and teens aged 5-18. Our math, reading, logic and brain-training games turn
        a few minutes of practice into something young people actually want to come back to.
      </p>

      <h2 className={h2}>Our mission</h2>
      <p className="mt-3 leading-relaxed">
        We want every child to feel the moment when something hard becomes easy. Skills like mental arithmetic, vocabulary and logical
        reasoning are built through regular, low-pressure practice, and games are one of the best ways we know to make that practice happen,
        at home and in the classroom.
      </p>

      <h2 className={h2}>Our approach</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed">
        <li>
          <strong className="text-slate-900">Short and focused.</strong> Each game runs on a timer of one to five minutes and ends with a
          clear results screen.
        </li>
        <li>
          <strong className="text-slate-900">Feedback on every answer.</strong> Players see straight away what was right, and puzzles
          explain the answer, so mistakes turn into learning.
        </li>
        <li>
          <strong className="text-slate-900">Difficulty that grows with the player.</strong> Questions get harder as scores rise, so every
          child is stretched without being overwhelmed.
        </li>
        <li>
          <strong className="text-slate-900">Rewards for effort.</strong> Clever Coins, badges and streaks celebrate steady practice. Clever
          Coins are a virtual currency with no cash value.
        </li>
        <li>
          <strong className="text-slate-900">Built for real schools.</strong> Pages load quickly on slow connections and the core features
          work even when scripts are blocked.
        </li>
      </ul>

      <h2 className={h2}>Our impact</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {audiences.map((a) => (
          <section key={a.title} className="rounded-xl border border-slate-200 bg-slate-50 p-5">
            <h3 className={h3}>{a.title}</h3>
            <p className="mt-2 text-sm leading-relaxed">{a.text}</p>
          </section>
        ))}
      </div>

      <h2 className={h2}>Our team</h2>
      <p className="mt-3 leading-relaxed">
        {SITE_NAME} is made by a small team of educators and engineers. Teachers on the team shape what each game practises and how hard it
        gets; designers keep every screen clear, friendly and accessible; engineers make sure the site is fast, reliable and careful with
        children&apos;s data. We test our ideas with students, teachers and families, and we read every message we receive.
      </p>
      <p className="mt-3 leading-relaxed">
        Have an idea or a question? Write to us at{" "}
        <a className="font-medium text-brand underline hover:text-brand-dark" href={`mailto:${CONTACT_EMAIL}`}>
          {CONTACT_EMAIL}
        </a>
        .
      </p>

      <div className="mt-10 rounded-2xl bg-brand-light p-6 text-center">
        <h2 className="text-2xl font-bold text-slate-900">Ready to play?</h2>
        <p className="mt-2">Pick a game and start practising in under a minute.</p>
        <Link
          to="/games"
          className="mt-4 inline-block rounded-lg bg-brand px-6 py-3 text-lg font-semibold text-white hover:bg-brand-dark focus:outline-none focus-visible:ring-4 focus-visible:ring-brand/40"
        >
          Explore Games
        </Link>
      </div>
    </div>
  );
}
