// A video whose pictures are held for several frames is sent to ffmpeg one picture at a time: each
// picture's presentation time is set from where it starts, and ffmpeg's fps filter repeats it until
// the next. The repeats then cost neither a pipe write nor a colour conversion, only their encoding.

/** A stretch of pictures that start a fixed number of frames apart. */
interface Run {
  /** Index of the run's first picture among the pictures sent. */
  picture: number;
  /** Frame where that picture starts. */
  frame: number;
  /** Frames between one picture of the run and the next. */
  stride: number;
}

/**
 * The frames that start a new picture: frame `i` is sent when `pictureOf(i) === i`. The last frame
 * is always sent, so the video ends on its full length with no frame left to guess.
 */
export function pictureStarts(frames: number, pictureOf: (index: number) => number): number[] {
  const starts: number[] = [];
  for (let i = 0; i < frames; i++) if (pictureOf(i) === i || i === frames - 1) starts.push(i);
  return starts;
}

function runsOf(starts: number[]): Run[] {
  const runs: Run[] = [];
  let n = 0;
  while (n < starts.length) {
    const frame = starts[n] as number;
    const stride = n + 1 < starts.length ? (starts[n + 1] as number) - frame : 1;
    let next = n + 1;
    while (next < starts.length && starts[next] === frame + (next - n) * stride) next++;
    runs.push({ picture: n, frame, stride });
    n = next;
  }
  return runs;
}

/**
 * An ffmpeg `setpts` expression mapping picture number N to the frame where it starts, as nested
 * ifs over the runs (a few per scene): in the input's 1/fps time base, a PTS is a frame number.
 */
export function heldPicturesPts(starts: number[]): string {
  const runs = runsOf(starts);
  const term = (run: Run) => `${run.frame}+(N-${run.picture})*${run.stride}`;
  let expression = term(runs[runs.length - 1] as Run);
  for (let i = runs.length - 2; i >= 0; i--) {
    expression = `if(lt(N,${(runs[i + 1] as Run).picture}),${term(runs[i] as Run)},${expression})`;
  }
  return expression;
}
