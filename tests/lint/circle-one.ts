// With circle-two.ts: two files that import each other, which `npm run lint` refuses in any layer.
import { two } from "./circle-two";

export const one = (): number => two() + 1;
