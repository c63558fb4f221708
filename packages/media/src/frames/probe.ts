// What ffprobe reads from a file (the encoder asks whether a body has sound; tests and the bench
// check streams), and whether its index precedes its data.
import { execFile } from "node:child_process";
import { open } from "node:fs/promises";
import { promisify } from "node:util";
import ffprobeInstaller from "@ffprobe-installer/ffprobe";

const exec = promisify(execFile);

export interface Probe {
  streams: {
    codec_type: string;
    codec_name: string;
    width?: number;
    height?: number;
    pix_fmt?: string;
    r_frame_rate?: string;
    sample_rate?: string;
    channels?: number;
    duration?: string;
    nb_frames?: string;
  }[];
  format: { duration: string; format_name: string };
}

export async function probe(file: string): Promise<Probe> {
  const { stdout } = await exec(ffprobeInstaller.path, ["-v", "error", "-show_streams", "-show_format", "-of", "json", file]);
  return JSON.parse(stdout) as Probe;
}

/** Whether a file carries sound: renders made before the music beds have none to carry over. */
export async function hasAudio(file: string): Promise<boolean> {
  return (await probe(file)).streams.some((s) => s.codec_type === "audio");
}

/** Top-level MP4 boxes in file order ("ftyp", "moov", "mdat"…). */
export async function topLevelBoxes(file: string): Promise<string[]> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    const boxes: string[] = [];
    const header = Buffer.alloc(16);
    let offset = 0;
    while (offset + 8 <= size) {
      await handle.read(header, 0, 16, offset);
      let length = header.readUInt32BE(0);
      const type = header.toString("latin1", 4, 8);
      if (length === 1) length = Number(header.readBigUInt64BE(8));
      if (length < 8) break;
      boxes.push(type);
      offset += length;
    }
    return boxes;
  } finally {
    await handle.close();
  }
}
