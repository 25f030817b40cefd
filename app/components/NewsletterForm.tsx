import { Form, useActionData, useNavigation } from "@remix-run/react";
import { Label, SubmitButton } from "~/components/forms";
import { useTranslation } from "react-i18next";

export interface NewsletterResult {
  ok: boolean;
  title: string;
  message: string;
  email?: string;
}

/** Posts to the /blog action; the answer shows in place with or without JavaScript. */
export function NewsletterForm() {
  const result = useActionData<NewsletterResult>();
  const busy = useNavigation().formAction === "/blog";
  const { t } = useTranslation("site-pages");
  return (
    <section aria-labelledby="newsletter" className="card p-6">
      <h2 id="newsletter" className="text-xl font-bold">
        {t("blog.newsletterTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("blog.newsletter")}</p>
      <Form method="post" action="/blog" className="mt-4 flex flex-col gap-3 sm:flex-row" noValidate>
        <Label htmlFor="newsletter-email" className="sr-only">
          {t("blog.email")}
        </Label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          defaultValue={result && !result.ok ? result.email : ""}
          aria-invalid={result && !result.ok ? true : undefined}
          aria-describedby={result ? "newsletter-result" : undefined}
          className="input sm:flex-1"
        />
        <SubmitButton className="btn-primary" pending={busy} pendingLabel={t("blog.subscribing")}>
          {t("blog.subscribe")}
        </SubmitButton>
      </Form>
      {result ? (
        <p
          id="newsletter-result"
          role={result.ok ? "status" : "alert"}
          className={`mt-3 text-sm ${result.ok ? "text-green-800" : "text-red-800"}`}
        >
          <strong>{result.title}</strong> {result.message}
        </p>
      ) : null}
    </section>
  );
}
