import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/forms";

/**
 * The start screen's Practice (learning/practice.ts): a run built from what the child knows, with
 * questions they missed coming back. Its own plain form (works without JavaScript); always relaxed,
 * so it has no timer to choose. A visitor has nothing to build it from: they are asked to sign in.
 */
export function PracticeChoice({ signIn }: { signIn: string | null }) {
  const { t } = useTranslation("play");
  return (
    <div className="start-practice" data-testid="practice-choice">
      <p>{t("practice.about")}</p>
      {signIn ? (
        <Link to={signIn} className="practice-go">
          {t("practice.signIn")}
        </Link>
      ) : (
        <Form method="post">
          <input type="hidden" name="practice" value="yes" />
          <SubmitButton name="intent" value="start" className="practice-go">
            {t("practice.name")}
          </SubmitButton>
        </Form>
      )}
    </div>
  );
}
