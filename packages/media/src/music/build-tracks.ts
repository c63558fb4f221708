// Renders the music beds once, on a machine with Debian's fluidsynth and fluid-soundfont-gm:
//   apt-get install -y fluidsynth fluid-soundfont-gm ffmpeg
//   node packages/media/src/music/build-tracks.ts
// Each song of compose-tracks.ts becomes MIDI, FluidSynth plays it through the FluidR3 GM
// SoundFont, and ffmpeg's loudnorm (two passes, linear) sets it to the social target before AAC
// encoding. The outputs are committed, so neither package is needed to run or test the product.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { composeSong, STYLES, TRACK_SECONDS } from "./compose-tracks.ts";
import { integratedLoudness } from "./loudness.ts";
import { writeMidi } from "./midi.ts";
import { MUSIC_DIR, MUSIC_LUFS, MUSIC_TRUE_PEAK } from "./tracks.ts";

const SOUNDFONT = "/usr/share/sounds/sf2/FluidR3_GM.sf2";
const FFMPEG = process.env.FFMPEG ?? "ffmpeg";

interface Measured {
  input_i: string;
  input_tp: string;
  input_lra: string;
  input_thresh: string;
  target_offset: string;
}

/** Runs ffmpeg and answers its log: loudnorm and ebur128 report on stderr. */
function ffmpeg(args: string[]): string {
  const run = spawnSync(FFMPEG, ["-hide_banner", "-nostats", "-y", ...args], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`ffmpeg ${args.join(" ")} failed: ${run.stderr}`);
  return run.stderr;
}

const LOUDNORM = `loudnorm=I=${MUSIC_LUFS}:TP=${MUSIC_TRUE_PEAK}:LRA=11`;

function measure(file: string): Measured {
  const log = ffmpeg(["-i", file, "-af", `${LOUDNORM}:print_format=json`, "-f", "null", "-"]);
  const json = log.slice(log.lastIndexOf("{"), log.lastIndexOf("}") + 1);
  return JSON.parse(json) as Measured;
}

async function build(style: (typeof STYLES)[number], work: string): Promise<void> {
  const midi = join(work, `${style.slug}.mid`);
  const wav = join(work, `${style.slug}.wav`);
  const trimmed = join(work, `${style.slug}-trimmed.wav`);
  writeFileSync(midi, writeMidi(composeSong(style)));
  execFileSync("fluidsynth", ["-ni", "-g", "1.0", "-F", wav, "-r", "48000", SOUNDFONT, midi], { stdio: "ignore" });
  ffmpeg(["-i", wav, "-t", String(TRACK_SECONDS), "-c:a", "pcm_s16le", trimmed]);
  const m = measure(trimmed);
  const second = `${LOUDNORM}:measured_I=${m.input_i}:measured_TP=${m.input_tp}:measured_LRA=${m.input_lra}:measured_thresh=${m.input_thresh}:offset=${m.target_offset}:linear=true`;
  const out = join(MUSIC_DIR, `${style.slug}.m4a`);
  ffmpeg([
    "-i",
    trimmed,
    "-af",
    `${second},aresample=48000`,
    "-c:a",
    "aac",
    "-b:a",
    "160k",
    "-ac",
    "2",
    "-map_metadata",
    "-1",
    "-fflags",
    "+bitexact",
    "-flags:a",
    "+bitexact",
    "-movflags",
    "+faststart",
    out,
  ]);
  console.log(`${style.slug}: ${m.input_i} LUFS rendered, ${await integratedLoudness(out, FFMPEG)} LUFS committed`);
}

if (import.meta.main) {
  const work = mkdtempSync(join(tmpdir(), "realty-music-"));
  try {
    for (const style of STYLES) await build(style, work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
