// "Download for Reels / YouTube": the rendition followed by the member's end card. The card is
// rendered as its own short clip with the body's codec flags and joined by ffmpeg's concat demuxer
// without re-encoding the body, so a request takes a few seconds; the result is kept in the media
// store per (render key, rendition, brand fingerprint), so the next request streams it at once.
// Only node:crypto here (as elsewhere in the Worker's graph): files and ffmpeg stay in the adapter.
import { createHash } from "node:crypto";
import { layoutFor, RENDERER_VERSION } from "@realty/media/frames/constants";
import type { Database, User } from "../../db/types.ts";
import { readMediaBytes } from "../../lib/media-bytes.ts";
import { streamWhenReady } from "../../lib/stream-when-ready.ts";
import type { MediaPort } from "../../ports/media.ts";
import type { BodyBrand, EndCardProfile, MemberBody, RenderInput, RenderPort, RenditionName } from "../../ports/render.ts";
import { accountBrand, getBrandProfile } from "../brand/brand-profile.ts";
import { type EndCardJob, requestEndCard } from "./end-card-jobs.ts";
import { brandedKey, captionsKey, renditionKey } from "./render-keys.ts";

export interface BrandedDeps {
  db: Database;
  media: MediaPort;
  render?: RenderPort;
  renderInput?: (renderKey: string) => RenderInput | null;
}

/** Part 1 §5's file name: the title lowercased, non-alphanumerics to underscores, then .mp4. */
export function downloadName(title: string): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]/g, "_")}.mp4`;
}

/** The member's profile, or a card from the account itself until they fill in their brand. */
export async function endCardProfile(
  db: Database,
  user: Pick<User, "id" | "firstName" | "lastName" | "email">,
): Promise<EndCardProfile> {
  const profile = await getBrandProfile(db, user.id);
  if (profile) {
    const { photoUrl: _url, updatedAt: _at, ...shown } = profile;
    return shown;
  }
  return { ...accountBrand(user, user.email), photoKey: null };
}

export function endCardHash(profile: EndCardProfile): string {
  return createHash("sha256")
    .update(JSON.stringify({ v: RENDERER_VERSION, ...profile }))
    .digest("hex")
    .slice(0, 16);
}

/** What a member chooses for a download besides the rendition: the music bed, burned-in captions. */
export interface DownloadChoices {
  music: boolean;
  captions: boolean;
  /**
   * Captions to burn in instead of the cut's own track: a voice-over's, which follow what the voice
   * says. Named by the voice track, so each voice's captioned file is its own.
   */
  voiceCaptions?: { trackId: string; vtt: string } | undefined;
}

/** The branded file's name part: the card, and whether the member turned the music off or captions on. */
function brandedFileHash(profile: EndCardProfile, choices: DownloadChoices, member?: MemberBody): string {
  const captions = choices.voiceCaptions ? `-captions-${choices.voiceCaptions.trackId}` : choices.captions ? "-captions" : "";
  return `${endCardHash(profile)}${choices.music ? "" : "-no-music"}${captions}${member ? `-b${bodyHash(member)}` : ""}`;
}

/** The media key of a member's branded file (rendition, card, choices, drawn body): the base a voice is mixed into. */
export function brandedFileKey(
  renderKey: string,
  name: RenditionName,
  profile: EndCardProfile,
  choices: DownloadChoices,
  member?: MemberBody,
): string {
  return brandedKey(renderKey, name, brandedFileHash(profile, choices, member));
}

export type { MemberBody };

/** What the renderer draws of the member in a branded body: their card's name and colour, city and figures. */
export function bodyBrand(profile: Pick<EndCardProfile, "displayName" | "brandColor">, member: MemberBody): BodyBrand {
  return { displayName: profile.displayName, brandColor: profile.brandColor, ...member };
}

/** The body's own part of the file name: the member's city and figures it draws. */
function bodyHash(member: MemberBody): string {
  return createHash("sha256").update(JSON.stringify(member)).digest("hex").slice(0, 12);
}

/** A voice-over laid under a branded file, which is then kept under its own `key`. */
export interface LaidVoice {
  key: string;
  /** 16-bit PCM WAV. */
  wav: Uint8Array;
  /** Seconds into the file where the voice starts. */
  start: number;
}

const inFlight = new Map<string, Promise<string>>();

/**
 * The media key of the branded file, made now if missing. Null when this runtime cannot encode
 * (the Worker) and no copy is stored yet: the caller then queues it (queueBrandedRendition).
 * With `member`, where the video's source is known and an encoder runs, the body itself is drawn in
 * the member's brand (palette, name and photo, city, local figures) and flows into the card;
 * otherwise the library rendition is joined to the card. With `voice`, the voice is laid under the
 * file in the same join, and the file is kept under the voice's key.
 */
export async function brandedRendition(
  deps: BrandedDeps,
  renderKey: string,
  name: RenditionName,
  profile: EndCardProfile,
  choices: DownloadChoices = { music: true, captions: false },
  member?: MemberBody,
  voice?: LaidVoice,
): Promise<string | null> {
  const { render } = deps;
  const input = member && render ? (deps.renderInput?.(renderKey) ?? null) : null;
  const key = voice?.key ?? brandedKey(renderKey, name, brandedFileHash(profile, choices, member));
  if (await deps.media.head(key)) return key;
  if (!render) return null;
  const running = inFlight.get(key);
  if (running) return running;
  const job = (async () => {
    const photo = await readMediaBytes(deps.media, profile.photoKey);
    // A body still being drawn streams in when done: the card is drawn meanwhile.
    const body =
      input && member
        ? streamWhenReady(brandedBodyStream({ ...deps, render }, { input, renderKey, name }, profile, member, photo))
        : await libraryBody(deps.media, renderKey, name);
    // A voice's captions, or else the cut's own caption track, the one the player shows.
    const captions =
      choices.voiceCaptions?.vtt ??
      (choices.captions ? await readCaptions(deps.media, renderKey, layoutFor(name).cut) : undefined);
    const options = {
      music: choices.music,
      ...(captions ? { captions } : {}),
      ...(voice ? { voice: { wav: voice.wav, start: voice.start } } : {}),
    };
    await deps.media.put(key, await render.withEndCard(name, body, profile, photo, options), "video/mp4");
    return key;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, job);
  return job;
}

async function libraryBody(media: MediaPort, renderKey: string, name: RenditionName): Promise<ReadableStream<Uint8Array>> {
  const file = await media.get(renditionKey(renderKey, name));
  if (!file) throw new Error(`Missing rendition ${renderKey}/${name}`);
  return file.body;
}

const bodiesDrawing = new Map<string, Promise<Uint8Array>>();

/**
 * The body drawn in the member's brand, kept beside their files: the music and captions choices
 * change only the join, so asking again with another choice does not draw the body again.
 */
async function brandedBodyStream(
  deps: { media: MediaPort; render: RenderPort },
  video: { input: RenderInput; renderKey: string; name: RenditionName },
  profile: EndCardProfile,
  member: MemberBody,
  photo: Uint8Array | null,
): Promise<ReadableStream<Uint8Array>> {
  const key = brandedKey(video.renderKey, video.name, `${endCardHash(profile)}-b${bodyHash(member)}-body`);
  const kept = await deps.media.get(key);
  if (kept) return kept.body;
  // Two files from one body at once (with and without a voice): the body is drawn once for both.
  let drawing = bodiesDrawing.get(key);
  if (!drawing) {
    drawing = (async () => {
      const bytes = await deps.render.brandedBody(video.input, video.name, bodyBrand(profile, member), photo);
      await deps.media.put(key, bytes, "video/mp4");
      return bytes;
    })().finally(() => bodiesDrawing.delete(key));
    bodiesDrawing.set(key, drawing);
  }
  return new Blob([(await drawing) as Uint8Array<ArrayBuffer>]).stream();
}

async function readCaptions(media: MediaPort, renderKey: string, cut: "full" | "short"): Promise<string> {
  const file = await media.get(captionsKey(renderKey, cut));
  if (!file) throw new Error(`Missing captions ${renderKey}/${cut}`);
  return new Response(file.body).text();
}

/** Where no encoder runs: the job the Node render service will make this branded file from. */
export function queueBrandedRendition(
  deps: { db: Database; now: () => Date },
  userId: number,
  renderKey: string,
  rendition: RenditionName,
  profile: EndCardProfile,
  music = true,
  captions = false,
  member?: MemberBody,
): Promise<EndCardJob> {
  const key = brandedKey(renderKey, rendition, brandedFileHash(profile, { music, captions }, member));
  const request = { key, userId, renderKey, rendition, profile, music, captions, memberBody: member };
  return requestEndCard(deps.db, request, deps.now());
}
