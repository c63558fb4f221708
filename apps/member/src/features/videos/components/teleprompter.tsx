import { cn } from "@realty/ui/cn";

/**
 * The script as large lines the member reads aloud, the current one highlighted: the lines share
 * the video's running time by their length, as reading them does.
 */
export function Teleprompter({ lines, progress }: { lines: readonly string[]; progress: number }) {
  const total = lines.reduce((n, l) => n + l.length, 0) || 1;
  let before = 0;
  const current = lines.findIndex((line) => {
    before += line.length;
    return before / total > progress;
  });
  return (
    <ol
      aria-label="Script"
      className="flex max-h-64 flex-col gap-2 overflow-y-auto rounded-md bg-neutral-950 p-4 text-lg leading-snug"
    >
      {lines.map((line, i) => (
        <li
          // Lines may repeat; their position is what tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the script's lines have no other identity
          key={i}
          aria-current={i === current ? "true" : undefined}
          className={cn("transition-colors", i === current ? "font-semibold text-white" : "text-white/50")}
        >
          {line}
        </li>
      ))}
    </ol>
  );
}
