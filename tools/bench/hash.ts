// Password hash cost: the product's own hashPassword, in this process, one hash at a time. Every
// login and registration pays it once, so it bounds how many a core can serve per second.
import { hashPassword } from "../../apps/edge-api/src/lib/passwords.ts";
import { percentile, type SectionResult, startSection, table } from "./report.ts";

const WARMUP = 2;
const HASHES = 20;

export async function measureHash(): Promise<SectionResult> {
  const head = startSection("hash", "Password hash cost");
  for (let i = 0; i < WARMUP; i++) await hashPassword(`warm-up-${i}`);
  const samples: number[] = [];
  for (let i = 0; i < HASHES; i++) {
    const start = performance.now();
    await hashPassword(`bench-password-${i}`);
    samples.push(performance.now() - start);
  }
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  const round = (v: number) => Math.round(v * 10) / 10;
  const data = {
    algorithm: (await hashPassword("x")).split("$").slice(0, 4).join("$"),
    hashes: HASHES,
    meanMs: round(mean),
    p50Ms: round(percentile(samples, 50)),
    p95Ms: round(percentile(samples, 95)),
    minMs: round(Math.min(...samples)),
    maxMs: round(Math.max(...samples)),
    samplesMs: samples.map(round),
  };
  console.log(`  mean ${data.meanMs} ms, p95 ${data.p95Ms} ms per hash`);
  return {
    ...head,
    status: "ok",
    budgets: [],
    data,
    markdown: [
      `\`hashPassword\` from apps/edge-api/src/lib/passwords.ts (${data.algorithm}), ${HASHES} hashes after ${WARMUP} warm-up.`,
      "",
      ...table(
        ["mean", "p50", "p95", "min", "max", "hashes/s, one at a time"],
        [
          [
            `${data.meanMs} ms`,
            `${data.p50Ms} ms`,
            `${data.p95Ms} ms`,
            `${data.minMs} ms`,
            `${data.maxMs} ms`,
            Math.round(1000 / mean),
          ],
        ],
      ),
    ],
  };
}
