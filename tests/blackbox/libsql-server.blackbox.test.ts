// The same black-box suite against the Node entry on a libSQL server (sqld) over HTTP (suite.ts).
import { blackboxSuite } from "./suite.ts";

blackboxSuite("libsql-server");
