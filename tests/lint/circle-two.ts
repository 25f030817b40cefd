// With circle-one.ts: the other half of the circle.
import { one } from "./circle-one";

export const two = () => (Math.random() < 0 ? one() : 2);
