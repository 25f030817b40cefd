import { Form, Link } from "@remix-run/react";
import { SubmitButton } from "~/components/forms";

/**
 * The start screen's Practice (learning/practice.ts): a run built from what the child knows, with
 * questions they missed coming back. Its own plain form (works without JavaScript); always relaxed,
 * so it has no timer to choose. A visitor has nothing to build it from: they are asked to sign in.
 */
export function PracticeChoice({ signIn }: { signIn: string | null }) {
  return (
    <div className="start-practice" data-testid="practice-choice">
      <p>Practice: questions picked for you, and the ones you missed before. More time, not ranked.</p>
      {signIn ? (
        <Link to={signIn} className="practice-go">
          Sign in to practise
        </Link>
      ) : (
        <Form method="post">
          <input type="hidden" name="practice" value="yes" />
          <SubmitButton name="intent" value="start" className="practice-go">
            Practice
          </SubmitButton>
        </Form>
      )}
    </div>
  );
}
