// A member's voice-overs of one cut of a video (each cut has its own): the teleprompter script and
// what exists (GET), the AI voice reading a script (POST), a recording saved (PUT, form data) or removed (DELETE).
import type { VideoCut } from "@realty/contracts/library";
import type { VoiceKind, VoiceOverState, VoiceOverSummary } from "@realty/contracts/voice-over";
import useSWR from "swr";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";

/** Which cut of which video a voice-over is for. */
export interface VoiceSlot {
  videoId: number;
  cut: VideoCut;
}

const cutQuery = (cut: VideoCut) => (cut === "short" ? "?cut=short" : "");
const voiceOverPath = ({ videoId }: VoiceSlot, part = "") => `/api/videos/${videoId}/voice-over${part}`;

export const voiceOverKey = (slot: VoiceSlot) => `${voiceOverPath(slot)}${cutQuery(slot.cut)}`;

export function useVoiceOver(slot: VoiceSlot) {
  return useSWR<VoiceOverState | null>(voiceOverKey(slot));
}

export function makeAiVoiceOver(slot: VoiceSlot, script: string): Promise<VoiceOverSummary> {
  return apiRequest<VoiceOverSummary>("POST", `${voiceOverPath(slot, "/ai")}${cutQuery(slot.cut)}`, { script });
}

/** The script first, then the audio: the server refuses a bad script before reading the upload. */
export async function saveRecording(slot: VoiceSlot, recording: Blob, script: string): Promise<VoiceOverSummary> {
  const form = new FormData();
  form.set("script", script);
  form.set("audio", recording, "voice-over");
  const url = `${voiceOverPath(slot, "/recording")}${cutQuery(slot.cut)}`;
  const res = await fetch(url, { method: "PUT", credentials: "include", body: form });
  const text = await res.text();
  const body: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) throw new ApiError(res.status, text, body);
  return body as VoiceOverSummary;
}

export function removeRecording(slot: VoiceSlot): Promise<unknown> {
  return apiRequest("DELETE", `${voiceOverPath(slot, "/recording")}${cutQuery(slot.cut)}`);
}

/** A branded download's URL carrying the chosen voice (none: the plain download). */
export function withVoiceChoice(downloadUrl: string, voice: VoiceKind | null): string {
  if (!voice) return downloadUrl;
  return `${downloadUrl.replace(/\/download$/, "/voice-download")}?voice=${voice}`;
}

/** Captions timed to what the chosen voice says (the download's own captions follow the pictures). */
export const voiceCaptionsUrl = ({ videoId, cut }: VoiceSlot, voice: VoiceKind) =>
  `/media/videos/${videoId}/voice-captions.vtt?voice=${voice}${cut === "short" ? "&cut=short" : ""}`;
