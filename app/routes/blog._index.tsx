import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { NewsletterForm, type NewsletterResult } from "~/components/NewsletterForm";
import { listBlogPosts, newsletterSchema, subscribeToNewsletter } from "~/models/content.server";
import { formatDate } from "~/utils/dates";
import { pictureLoading } from "~/utils/picture-loading";
import { pageMeta } from "~/utils/meta";
import { readForm } from "~/utils/read-form.server";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Blog – Tips for Parents and Teachers",
    description: "Practical advice on learning through play, screen time, classroom games and growth mindset from the CleverPlay team.",
  });

export async function loader({ context }: LoaderFunctionArgs) {
  return json({ posts: await listBlogPosts(context.db) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const raw = await readForm(request);
  const parsed = newsletterSchema.safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0].message;
    const title = message.startsWith("Please enter") ? "Email Required" : "Invalid Email";
    return json<NewsletterResult>({ ok: false, title, message, email: String(raw.email ?? "") }, { status: 400 });
  }
  await subscribeToNewsletter(context.db, parsed.data.email);
  return json<NewsletterResult>({
    ok: true,
    title: "Successfully Subscribed!",
    message: "Thanks! New articles will arrive in your inbox.",
  });
}

export default function Blog() {
  const { posts } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">CleverPlay Blog</h1>
      <p className="mt-2 text-slate-700">Ideas for parents and teachers who want play time to be learning time.</p>
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
                <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
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
