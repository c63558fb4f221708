// Each product rule is written once, in the file that owns it, and everything else imports it: the
// plans own gating and the locked excerpt lengths, the library the networks, categories and
// fair-housing phrases, the contract the network limits, one file each the demo-account rule and
// "is admin". This finds the rules' literals restated in production source anywhere else.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { FAIR_HOUSING_PHRASES, FAIR_HOUSING_PHRASES_ES } from "@realty/library/fair-housing";

export interface OwnedRule {
  rule: string;
  /** The one file allowed to state it (relative to the repository, "/" separators). */
  owner: string;
  /** What a restatement looks like in source. */
  patterns: RegExp[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A phrase written as a string literal of its own ("…", '…' or `…`), in any case. */
const quoted = (phrase: string) => new RegExp(`["'\`]${escapeRegExp(phrase)}["'\`]`, "i");
const PLATFORM_ID = `["'](?:facebook|linkedin|twitter)["']`;

export const OWNED_RULES: OwnedRule[] = [
  {
    rule: "locked excerpt lengths",
    owner: "packages/plans/src/access.ts",
    patterns: [/\b(?:LOCKED_\w+|\w*EXCERPT\w*)\s*=\s*(?:100|50)\b/],
  },
  {
    rule: "network limits",
    owner: "packages/contracts/src/social-limits.ts",
    patterns: [/\bHUB_(?:COUNTER_LIMIT|CONTENT_MAX)\b/, /\bmaxChars\s*:\s*\d/, /\b63[_,]?206\b/],
  },
  {
    rule: "the post networks and their type",
    owner: "packages/library/src/taxonomy.ts",
    patterns: [new RegExp(`${PLATFORM_ID}\\s*[|,]\\s*${PLATFORM_ID}`), /["']X \(Twitter\)["']/],
  },
  {
    rule: "script, video and post categories",
    owner: "packages/library/src/taxonomy.ts",
    patterns: [
      /["']buyer["']\s*,\s*["']seller["']\s*,\s*["']market["']/,
      /["']Interest Rates & Financing["']/,
      /["']Buyer Education["']\s*,/,
    ],
  },
  {
    rule: "fair-housing phrases",
    owner: "packages/library/src/fair-housing.ts",
    patterns: [...FAIR_HOUSING_PHRASES, ...FAIR_HOUSING_PHRASES_ES].map(quoted),
  },
  {
    rule: "the replaceable demo account",
    owner: "apps/edge-api/src/services/payments/demo-accounts.ts",
    patterns: [/is_demo\s*=\s*1\s+AND\s+\S*password_hash\s+IS\s+NULL/i, /isDemo\s*&&\s*\S*passwordHash\s*===\s*null/],
  },
  {
    rule: "is admin",
    owner: "packages/plans/src/access.ts",
    patterns: [/\brole\s*[!=]==?\s*["']admin["']/, /["']admin["']\s*[!=]==?\s*[\w.?]*role\b/, /\brole\s*=\s*'admin'/i],
  },
  {
    // React's own lazy suspends at hydration even with its code loaded, and the drawn HTML is thrown away.
    rule: "a lazily loaded part of the member app",
    owner: "apps/member/src/lib/lazy-part.tsx",
    patterns: [/(?<![\w.])lazy\(/, /\bReact\.lazy\(/],
  },
];

export interface SourceText {
  /** Relative to the repository, "/" separators. */
  path: string;
  source: string;
}

/** Production source under apps/ and packages/: tests, test helpers and fixtures may restate a rule to check it. */
export function productionSources(root: string): SourceText[] {
  const files: SourceText[] = [];
  for (const top of ["apps", "packages"]) {
    for (const entry of readdirSync(join(root, top), { recursive: true, encoding: "utf8" })) {
      const path = relative(root, join(root, top, entry))
        .split(sep)
        .join("/");
      // A name before the extension: Astro's generated `.astro` folder is not a source file.
      if (!/[^/]\.(?:ts|tsx|mjs|astro)$/.test(path) || /\.d\.ts$/.test(path)) continue;
      if (/(?:^|\/)(?:node_modules|dist|testing|worker-tests|fixtures)\//.test(path) || /\.test\.tsx?$/.test(path)) continue;
      files.push({ path, source: readFileSync(join(root, path), "utf8") });
    }
  }
  return files;
}

/** Every restatement, as "path:line: rule (owned by file): the line". */
export function restatedRules(files: readonly SourceText[], rules: readonly OwnedRule[] = OWNED_RULES): string[] {
  const found: string[] = [];
  for (const file of files) {
    const lines = file.source.split("\n");
    for (const { rule, owner, patterns } of rules) {
      if (file.path === owner) continue;
      lines.forEach((line, i) => {
        if (patterns.some((p) => p.test(line))) found.push(`${file.path}:${i + 1}: ${rule} (owned by ${owner}): ${line.trim()}`);
      });
    }
  }
  return found;
}
