// A local OpenAI-compatible server for contract tests: the real SDK talks HTTP to it, so the
// request shape, streaming and error handling are exercised without reaching the internet.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fakeSpeech } from "./fake-speech.ts";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

/**
 * What the next chat completions answer: raw content (a structured answer is its JSON text), a
 * refusal, or an HTTP failure with a status. `delayMs` holds the whole answer back (the SDK's
 * timeout); `chunkDelayMs` spaces a streamed answer's chunks (progress, and a stalled stream).
 */
export type FakeAnswer = (
  | { content: string; finishReason?: string }
  | { refusal: string }
  | { status: number; error: string }
) & { delayMs?: number; chunkDelayMs?: number };

/** A structured answer: the object the model would return, as JSON text. */
export const jsonAnswer = (value: unknown, timing: { delayMs?: number; chunkDelayMs?: number } = {}): FakeAnswer => ({
  content: JSON.stringify(value),
  ...timing,
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

/** What the next audio/speech call answers: the fake voice reading the input, or an HTTP failure. */
export type FakeSpeechAnswer = { voice: true } | { status: number; error: string } | { notAudio: true };

export async function startFakeOpenAi() {
  const requests: RecordedRequest[] = [];
  let answer: FakeAnswer = { content: "A personalized script." };
  let speechAnswer: FakeSpeechAnswer = { voice: true };
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const body = raw ? (JSON.parse(raw) as { model?: string; stream?: boolean }) : null;
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
      if (req.url === "/v1/audio/speech") {
        respondSpeech(req, body as { input?: unknown } | null, speechAnswer, res);
        return;
      }
      const current = answer;
      const reply = () => {
        // The client may have given up (its timeout): never write to a closed socket.
        if (!res.destroyed) respond(req, body, current, res);
      };
      if (current.delayMs) later(current.delayMs, reply);
      else reply();
    });
  });

  /** OpenAI's audio/speech: the audio bytes with their type, or an error object like every endpoint's. */
  function respondSpeech(req: IncomingMessage, body: { input?: unknown } | null, answer: FakeSpeechAnswer, res: ServerResponse) {
    if (req.method !== "POST" || typeof body?.input !== "string") {
      res.statusCode = 400;
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ error: { message: "input is required", type: "invalid_request_error" } }));
      return;
    }
    if ("status" in answer) {
      res.statusCode = answer.status;
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ error: { message: answer.error, type: "server_error" } }));
      return;
    }
    res.setHeader("content-type", "audio/wav");
    res.end("notAudio" in answer ? Buffer.from("this is not audio") : Buffer.from(fakeSpeech(body.input).wav));
  }

  function respond(
    req: IncomingMessage,
    body: { model?: string; stream?: boolean } | null,
    answer: FakeAnswer,
    res: ServerResponse,
  ) {
    res.setHeader("content-type", "application/json");
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { message: "Unknown route", type: "invalid_request_error" } }));
      return;
    }
    if ("status" in answer) {
      res.statusCode = answer.status;
      res.end(JSON.stringify({ error: { message: answer.error, type: "server_error" } }));
      return;
    }
    const base = {
      id: `chatcmpl-${requests.length}`,
      created: Math.floor(Date.now() / 1000),
      model: body?.model ?? "fake",
    };
    const finish = "refusal" in answer ? "stop" : (answer.finishReason ?? "stop");
    if (body?.stream) {
      streamAnswer(res, base, answer, finish);
      return;
    }
    const message =
      "refusal" in answer
        ? { role: "assistant", content: null, refusal: answer.refusal }
        : { role: "assistant", content: answer.content, refusal: null };
    res.end(
      JSON.stringify({
        ...base,
        object: "chat.completion",
        choices: [{ index: 0, message, finish_reason: finish, logprobs: null }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  }

  /** Server-sent chunks as OpenAI streams them: deltas in four pieces, the finish, then [DONE]. */
  function streamAnswer(res: ServerResponse, base: object, answer: FakeAnswer, finish: string) {
    res.setHeader("content-type", "text/event-stream");
    const chunk = (delta: object, finishReason: string | null) =>
      `data: ${JSON.stringify({ ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }] })}\n\n`;
    const text = "content" in answer ? answer.content : "";
    const size = Math.max(1, Math.ceil(text.length / 4));
    const pieces = text
      ? Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size))
      : [];
    const frames = [
      chunk({ role: "assistant", content: "" }, null),
      ...("refusal" in answer ? [chunk({ refusal: answer.refusal }, null)] : pieces.map((p) => chunk({ content: p }, null))),
      chunk({}, finish),
      "data: [DONE]\n\n",
    ];
    const send = (i: number) => {
      if (res.destroyed) return;
      const frame = frames[i];
      if (frame === undefined) {
        res.end();
        return;
      }
      res.write(frame);
      if (answer.chunkDelayMs) later(answer.chunkDelayMs, () => send(i + 1));
      else send(i + 1);
    };
    send(0);
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith(next: FakeAnswer) {
      answer = next;
    },
    speechAnswerWith(next: FakeSpeechAnswer) {
      speechAnswer = next;
    },
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
