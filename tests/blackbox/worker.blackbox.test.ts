// The same black-box suite against `npm run worker:local` (suite.ts).
import { blackboxSuite } from "./suite.ts";

blackboxSuite("worker");
