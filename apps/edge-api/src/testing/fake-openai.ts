// A local OpenAI-compatible server for contract tests: the real SDK talks HTTP to it, so the
// request shape and error handling are exercised without reaching the internet.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

/** What the next chat completion answers: a script, or an HTTP failure with a status. */
export type FakeAnswer = { content: string; finishReason?: string } | { status: number; error: string };

export async function startFakeOpenAi() {
  const requests: RecordedRequest[] = [];
  let answer: FakeAnswer = { content: "A personalized script." };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: raw ? JSON.parse(raw) : null });
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
      res.end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: (requests.at(-1)?.body as { model?: string } | null)?.model ?? "fake",
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: answer.content, refusal: null },
              finish_reason: answer.finishReason ?? "stop",
              logprobs: null,
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith(next: FakeAnswer) {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
