/// <reference types="@remix-run/node" />
/// <reference types="vite/client" />

// Single fetch is on (vite.config.mts): loaders' and actions' data reach useLoaderData,
// useActionData and fetchers as turbo-stream sends them, and their types say so.
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
