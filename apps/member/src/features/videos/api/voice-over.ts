// A member's voice-overs of one video: the teleprompter script and what exists (GET), the AI voice
// reading a script (POST), a recording saved (PUT, form data) or removed (DELETE).
import type { VoiceKind, VoiceOverState, VoiceOverSummary } from "@realty/contracts/voice-over";
import useSWR from "swr";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";

export const voiceOverKey = (videoId: number) => `/api/videos/${videoId}/voice-over`;

export function useVoiceOver(videoId: number) {
  return useSWR<VoiceOverState | null>(voiceOverKey(videoId));
}

export function makeAiVoiceOver(videoId: number, script: string): Promise<VoiceOverSummary> {
  return apiRequest<VoiceOverSummary>("POST", `${voiceOverKey(videoId)}/ai`, { script });
}

/** The script first, then the audio: the server refuses a bad script before reading the upload. */
export async function saveRecording(videoId: number, recording: Blob, script: string): Promise<VoiceOverSummary> {
  const form = new FormData();
  form.set("script", script);
  form.set("audio", recording, "voice-over");
  const res = await fetch(`${voiceOverKey(videoId)}/recording`, { method: "PUT", credentials: "include", body: form });
  const text = await res.text();
  const body: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) throw new ApiError(res.status, text, body);
  return body as VoiceOverSummary;
}

export function removeRecording(videoId: number): Promise<unknown> {
  return apiRequest("DELETE", `${voiceOverKey(videoId)}/recording`);
}

/** A branded download's URL carrying the chosen voice (none: the plain download). */
export function withVoiceChoice(downloadUrl: string, voice: VoiceKind | null): string {
  if (!voice) return downloadUrl;
  return `${downloadUrl.replace(/\/download$/, "/voice-download")}?voice=${voice}`;
}

/** Captions timed to what the chosen voice says (the download's own captions follow the pictures). */
export const voiceCaptionsUrl = (videoId: number, voice: VoiceKind) =>
  `/media/videos/${videoId}/voice-captions.vtt?voice=${voice}`;
