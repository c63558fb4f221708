// A local OpenAI-compatible server for contract tests: the real SDK talks HTTP to it, so the
// request shape and error handling are exercised without reaching the internet.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

/**
 * What the next chat completions answer: raw content (a structured answer is its JSON text), a
 * refusal, or an HTTP failure with a status; `delayMs` holds the answer back to test timeouts.
 */
export type FakeAnswer = (
  | { content: string; finishReason?: string }
  | { refusal: string }
  | { status: number; error: string }
) & { delayMs?: number };

/** A structured answer: the object the model would return, as JSON text. */
export const jsonAnswer = (value: unknown, delayMs?: number): FakeAnswer => ({
  content: JSON.stringify(value),
  ...(delayMs === undefined ? {} : { delayMs }),
});

/** A kit a well-behaved model would answer (for a script about visiting a home three times). */
export const GOOD_KIT = {
  long: "Boise luxury buyers, one tour is never enough.\n\nVisit three times before you offer: on a weekday, on a weekend and once at night, because the street, the light and the neighbors' routines all change. At this level, privacy and views are worth a second and a third look, and [verify: days on market in Boise] tells you how long you have.\n\nDM me 'TOUR' for my checklist. I'm your luxury home specialist in Boise.",
  short: "One tour is never enough in Boise.\n\nVisit three times: weekday, weekend, night.\n\nDM me 'TOUR' for my checklist.",
  beats: ["One tour isn't enough", "Weekday, weekend, night", "DM me TOUR"],
  captions: {
    instagram: "One tour is never enough in Boise. DM me TOUR. #Boise #LuxuryHomes",
    facebook: "Before you offer on a Boise home, visit three times. DM me TOUR for my checklist.",
    linkedin: "Why I ask every luxury buyer in Boise to visit three times. DM me TOUR.",
    x: "One tour is never enough in Boise. Visit three times. DM me TOUR for my checklist. #Boise",
  },
};

export async function startFakeOpenAi() {
  const requests: RecordedRequest[] = [];
  let answer: FakeAnswer = { content: "A personalized script." };

  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: raw ? JSON.parse(raw) : null });
      const current = answer;
      const reply = () => respond(req.method, req.url, current, res);
      if (!current.delayMs) return reply();
      const timer = setTimeout(() => {
        timers.delete(timer);
        // The client may have given up (its timeout): answering a closed socket is harmless.
        if (!res.destroyed) reply();
      }, current.delayMs);
      timers.add(timer);
    });
  });

  function respond(method: string | undefined, url: string | undefined, answer: FakeAnswer, res: ServerResponse) {
    res.setHeader("content-type", "application/json");
    if (method !== "POST" || url !== "/v1/chat/completions") {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { message: "Unknown route", type: "invalid_request_error" } }));
      return;
    }
    if ("status" in answer) {
      res.statusCode = answer.status;
      res.end(JSON.stringify({ error: { message: answer.error, type: "server_error" } }));
      return;
    }
    res.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: (requests.at(-1)?.body as { model?: string } | null)?.model ?? "fake",
        choices: [
          {
            index: 0,
            message:
              "refusal" in answer
                ? { role: "assistant", content: null, refusal: answer.refusal }
                : { role: "assistant", content: answer.content, refusal: null },
            finish_reason: "refusal" in answer ? "stop" : (answer.finishReason ?? "stop"),
            logprobs: null,
          },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith(next: FakeAnswer) {
      answer = next;
    },
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
