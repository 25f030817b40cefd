// Linted as if it were app/models/lint-fixture.server.ts: a model that takes a route's action runs
// up the layers (routes -> components -> models), so `npm run lint` refuses it.
import { action } from "~/routes/comfort";

export const saveFromTheModel = action;
