import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { NewsletterForm, type NewsletterResult } from "~/components/NewsletterForm";
import { listBlogPosts, newsletterSchema, subscribeToNewsletter } from "~/models/content.server";
import { formatDay } from "~/i18n/format";
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { serverT } from "~/models/language.server";
import { pictureLoading } from "~/utils/picture-loading";
import { pageMeta } from "~/utils/meta";
import { readForm } from "~/utils/read-form.server";

export const handle: I18nHandle = { i18n: "site-pages" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [posts, t] = await Promise.all([listBlogPosts(context.db), serverT(request, context, "site-pages")]);
  return json({ meta: { title: t("blog.metaTitle"), description: t("blog.metaDescription") }, posts });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const [raw, t] = await Promise.all([readForm(request), serverT(request, context, "site-pages")]);
  const parsed = newsletterSchema.safeParse(raw);
  if (!parsed.success) {
    // The schema's two refusals (the spec's words), said in the reader's language.
    const missing = parsed.error.issues[0].message.startsWith("Please enter");
    return json<NewsletterResult>(
      {
        ok: false,
        title: missing ? t("blog.emailRequiredTitle") : t("blog.invalidTitle"),
        message: missing ? t("blog.emailRequired") : t("blog.invalid"),
        email: String(raw.email ?? ""),
      },
      { status: 400 },
    );
  }
  await subscribeToNewsletter(context.db, parsed.data.email);
  return json<NewsletterResult>({ ok: true, title: t("blog.subscribedTitle"), message: t("blog.subscribed") });
}

export default function Blog() {
  const { posts } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("site-pages");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{t("blog.title")}</h1>
      <p className="mt-2 text-slate-700">{t("blog.intro")}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {posts.map((post, i) => (
          <article key={post.slug} className="card flex flex-col overflow-hidden">
            {post.imageUrl ? (
              <img
                src={post.imageUrl}
                alt=""
                width={800}
                height={400}
                {...pictureLoading(i === 0)}
                className="aspect-[2/1] w-full object-cover"
              />
            ) : null}
            <div className="flex flex-1 flex-col gap-2 p-5">
              <p className="text-xs font-semibold uppercase tracking-wide text-indigo-700">{post.category}</p>
              <h2 className="text-lg font-bold">
                <Link to={`/blog/${post.slug}`} className="hover:underline">
                  {post.title}
                </Link>
              </h2>
              <p className="flex-1 text-sm text-slate-700">{post.description}</p>
              <p className="text-xs text-slate-600">
                <time dateTime={post.publishedAt}>{formatDay(post.publishedAt, i18n.language)}</time>
              </p>
            </div>
          </article>
        ))}
      </div>
      <div className="mt-12">
        <NewsletterForm />
      </div>
    </div>
  );
}
