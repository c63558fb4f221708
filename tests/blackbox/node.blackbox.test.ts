// The black-box suite against the Node entry `npm start` runs (suite.ts).
import { blackboxSuite } from "./suite.ts";

blackboxSuite("node");
