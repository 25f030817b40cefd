// /game/... shows the same game page as /play/...
export {
  action,
  ErrorBoundary,
  loader,
  meta,
  shouldRevalidate,
  default,
} from "./play.$";
