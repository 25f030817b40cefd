import { desc, eq } from "drizzle-orm";
import { blogPosts, newsletterSubscribers } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";

export async function listBlogPosts(db: Queryable) {
  return db
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
    .orderBy(desc(blogPosts.publishedAt));
}

export async function findBlogPost(db: Queryable, slug: string) {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
  return post ?? null;
}

/** Subscribes an address; subscribing twice is not an error, the address is kept once. */
export async function subscribeToNewsletter(db: Queryable, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
}
