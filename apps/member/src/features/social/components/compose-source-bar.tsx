import { serverMessage } from "../../../lib/api-client.ts";
import type { useComposeDraft } from "../hooks/use-compose-draft.ts";

/** Which library item the draft came from, and which of its versions (captions, full script…). */
export function ComposeSourceBar({ draft }: { draft: ReturnType<typeof useComposeDraft> }) {
  const { source, query, sourceError } = draft;
  if (!query.kind) return null;
  if (sourceError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {serverMessage(sourceError) ?? "This library item could not be opened."}
      </p>
    );
  }
  if (!source) return <p className="text-sm text-muted">Loading the library item...</p>;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line bg-brand-50 p-3 text-sm">
      <p className="font-medium text-ink">From your library: {source.title}</p>
      {source.versions.length > 1 ? (
        <label className="flex flex-wrap items-center gap-2">
          <span>Version</span>
          <select
            className="rounded border border-line bg-white px-2 py-1"
            value={draft.version}
            onChange={(e) => draft.chooseVersion(Number(e.target.value))}
          >
            {source.versions.map((v, i) => (
              <option key={v.label} value={i}>
                {v.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
