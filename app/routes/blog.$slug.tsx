import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ArticleBody } from "~/components/ArticleBody";
import { ShareLinks } from "~/components/ShareLinks";
import { findBlogPost } from "~/models/content.server";
import { formatDate } from "~/utils/dates";
import { pageMeta } from "~/utils/meta";
import { siteOrigin } from "~/utils/url.server";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const post = await findBlogPost(context.db, params.slug ?? "");
  if (!post) return json({ post: null, url: null }, { status: 404 });
  return json({ post, url: `${siteOrigin(request, context)}/blog/${post.slug}` });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.post
    ? pageMeta({ title: data.post.title, description: data.post.description })
    : pageMeta({ title: "Post not found", description: "This article does not exist. Browse the CleverPlay blog for more." });

export default function BlogPost() {
  const { post, url } = useLoaderData<typeof loader>();
  if (!post || !url) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">Post not found</h1>
        <p className="mt-2 text-slate-700">The article you are looking for does not exist or has moved.</p>
        <Link to="/blog" className="btn-primary mt-8">
          Back to Blog
        </Link>
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/blog" className="text-sm font-semibold text-indigo-700 hover:underline">
        ← Back to Blog
      </Link>
      <p className="mt-6 text-xs font-semibold uppercase tracking-wide text-indigo-700">{post.category}</p>
      <h1 className="mt-2 text-3xl font-extrabold md:text-4xl">{post.title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
      </p>
      {post.imageUrl ? <img src={post.imageUrl} alt="" width={800} height={400} className="mt-6 w-full rounded-2xl" /> : null}
      <div className="mt-8">
        <ArticleBody body={post.body} />
      </div>
      <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
        {post.tags.map((tag) => (
          <li key={tag} className="pill bg-slate-100 text-slate-800">
            #{tag}
          </li>
        ))}
      </ul>
      <div className="mt-8 border-t border-slate-200 pt-6">
        <h2 className="mb-3 font-semibold">Share this article</h2>
        <ShareLinks url={url} text={post.title} platforms={["x", "facebook", "linkedin"]} />
      </div>
    </article>
  );
}
