/**
 * How a picture loads: the first in a grid is the page's largest paint, so it is fetched at once
 * and ahead of the scripts (on a school line they would otherwise share the bandwidth first); the
 * rest wait until they scroll near. `fetchpriority` is spelled lowercase, as React 18 passes an
 * attribute it does not know through only then.
 */
export const pictureLoading = (first: boolean) =>
  first ? ({ loading: "eager", fetchpriority: "high" } as const) : ({ loading: "lazy" } as const);
