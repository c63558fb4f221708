import { describe, expect, it } from "vitest";
import { parseWrk } from "./wrk.ts";

const OUTPUT = `Running 8s test @ http://127.0.0.1:8810/api/scripts
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     4.39ms    8.72ms 213.18ms   97.95%
    Req/Sec    14.03k     1.21k   15.60k    88.00%
  Latency Distribution
     50%    3.10ms
     75%  812.00us
     90%    6.20ms
     99%   21.37ms
  111664 requests in 8.00s, 12.14GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:  13957.93
Transfer/sec:      1.52GB
`;

describe("parseWrk", () => {
  it("reads throughput, latency percentiles in any unit, totals and failures", () => {
    expect(parseWrk(OUTPUT)).toEqual({ reqPerSec: 13958, p50Ms: 3.1, p99Ms: 21.37, requests: 111664, non2xx: 4, errors: 3 });
  });

  it("refuses output it cannot read instead of reporting zeros", () => {
    expect(() => parseWrk("wrk: connection refused")).toThrow(/cannot read latency/);
  });
});
