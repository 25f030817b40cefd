/** The store and the cosmetics manager show 8 items per page (spec constants). */
export const PAGE_SIZE = 8;

export interface Page<T> {
  items: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
}

/**
 * One page of `items`. `requested` comes straight from the query string: anything that is not a
 * page number (missing, 0, "abc", past the end) shows the nearest page that exists.
 */
export function paginate<T>(items: readonly T[], requested: string | null, size = PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const asked = Number.parseInt(requested ?? "", 10);
  const page = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), pageCount) : 1;
  return {
    items: items.slice((page - 1) * size, page * size),
    page,
    pageCount,
  };
}
