// With circle-one.ts: the other half of the circle.
import { one } from "./circle-one";

export const two = (): number => (Math.random() < 0 ? one() : 2);
