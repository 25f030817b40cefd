import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ArticleBody } from "~/components/ArticleBody";
import { ShareLinks } from "~/components/ShareLinks";
import { findBlogPost } from "~/models/content.server";
import { formatDay } from "~/i18n/format";
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { serverT } from "~/models/language.server";

// The share links are the kit's.
export const handle: I18nHandle = { i18n: ["site-pages", "kit"] };
import { pageMeta } from "~/utils/meta";
import { siteOrigin } from "~/utils/url.server";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const [post, t] = await Promise.all([findBlogPost(context.db, params.slug ?? ""), serverT(request, context, "site-pages")]);
  const notFound = { title: t("blog.notFoundTitle"), description: t("blog.notFoundDescription") };
  if (!post) return json({ notFound, post: null, url: null }, { status: 404 });
  return json({ notFound, post, url: `${siteOrigin(request, context)}/blog/${post.slug}` });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.post ? pageMeta({ title: data.post.title, description: data.post.description }) : data ? pageMeta(data.notFound) : [];

export default function BlogPost() {
  const { post, url } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("site-pages");
  if (!post || !url) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">{t("blog.notFoundTitle")}</h1>
        <p className="mt-2 text-slate-700">{t("blog.notFound")}</p>
        <Link to="/blog" className="btn-primary mt-8">
          {t("blog.back")}
        </Link>
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/blog" className="text-sm font-semibold text-indigo-700 hover:underline">
        {t("blog.backArrow")}
      </Link>
      <p className="mt-6 text-xs font-semibold uppercase tracking-wide text-indigo-700">{post.category}</p>
      <h1 className="mt-2 text-3xl font-extrabold md:text-4xl">{post.title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        <time dateTime={post.publishedAt}>{formatDay(post.publishedAt, i18n.language)}</time>
      </p>
      {post.imageUrl ? <img src={post.imageUrl} alt="" width={800} height={400} className="mt-6 w-full rounded-2xl" /> : null}
      <div className="mt-8">
        <ArticleBody body={post.body} />
      </div>
      <ul className="mt-8 flex flex-wrap gap-2" aria-label={t("blog.tags")}>
        {post.tags.map((tag) => (
          <li key={tag} className="pill bg-slate-100 text-slate-800">
            #{tag}
          </li>
        ))}
      </ul>
      <div className="mt-8 border-t border-slate-200 pt-6">
        <h2 className="mb-3 font-semibold">{t("blog.share")}</h2>
        <ShareLinks url={url} text={post.title} platforms={["x", "facebook", "linkedin"]} />
      </div>
    </article>
  );
}
