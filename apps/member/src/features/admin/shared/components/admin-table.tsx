import type { ReactNode } from "react";
import { STACK_TABLE } from "../lib/stack-table.ts";

export interface AdminColumn {
  label: string;
  /** Numbers line up on the right. */
  align?: "right";
  /** Named for screen readers only (the buttons column). */
  srOnly?: boolean;
}

interface AdminTableProps {
  columns: readonly AdminColumn[];
  /** The rows (`<tr>`), each tab's own. */
  children: ReactNode;
  /** A long list scrolls inside a box under a sticky header instead of growing the page. */
  scrollBox?: boolean;
  /** Narrower gaps between columns, for wide tables (discount codes). */
  dense?: boolean;
}

/** The admin's list table: one header style, and a stacked list below the sm breakpoint (STACK_TABLE). */
export function AdminTable({ columns, children, scrollBox = false, dense = false }: AdminTableProps) {
  const gap = dense ? "pr-3" : "pr-4";
  const head = scrollBox ? "sticky top-0 bg-white" : "";
  return (
    <div className={scrollBox ? "max-h-[36rem] overflow-auto" : "sm:overflow-x-auto"}>
      <table className={STACK_TABLE}>
        <thead className={`${head} border-b border-line text-xs text-muted uppercase`}>
          <tr>
            {columns.map((column, i) => (
              <th
                key={column.label}
                className={[
                  "py-2 font-semibold",
                  i < columns.length - 1 ? gap : "",
                  column.align === "right" ? "text-right" : "",
                ].join(" ")}
              >
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
