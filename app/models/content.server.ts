import { desc, eq } from "drizzle-orm";
import { blogPosts, newsletterSubscribers } from "../../drizzle/schema";
import { z } from "zod";
import type { Queryable } from "~/db.server";
import { keptRead } from "./kept.server";

/** The newsletter form, with the spec's messages. */
export const newsletterSchema = z.object({
  email: z
    .string({ required_error: "Please enter your email address to subscribe." })
    .trim()
    .min(1, "Please enter your email address to subscribe.")
    .max(254, "Please provide a valid email address.")
    .email("Please provide a valid email address."),
});

/** The blog, newest first: it changes only with the seed, so it is read once and kept. */
export const listBlogPosts = keptRead((db) =>
  db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      description: blogPosts.description,
      category: blogPosts.category,
      publishedAt: blogPosts.publishedAt,
      imageUrl: blogPosts.imageUrl,
      tags: blogPosts.tags,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.publishedAt)),
);

export async function findBlogPost(db: Queryable, slug: string) {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
  return post ?? null;
}

/** Subscribes an address; subscribing twice is not an error, the address is kept once. */
export async function subscribeToNewsletter(db: Queryable, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
}
