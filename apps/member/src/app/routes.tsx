// The route table of the app, read from the shared manifest (@realty/contracts/member-routes): each
// page is its own lazily loaded chunk, so a visitor downloads only the screen they open: a member
// never loads the admin code, and the form libraries (zod, react-hook-form) live in the auth
// screens' chunks, not in the first load of /dashboard. To add a page: a file in ./pages named as
// in the manifest, and its route there.
import { MEMBER_ROUTE_LIST, type PageName, type RouteTarget, type SessionKind } from "@realty/contracts/member-routes";
import type { ComponentType } from "react";
import { lazyPart } from "../lib/lazy-part.tsx";
import { Redirect } from "./redirects.tsx";

export type { SessionKind };

export interface RouteEntry {
  path: string;
  component: ComponentType;
  /** The same for every address of one page (the dashboard's tabs): moving between them keeps the page mounted. */
  key: string;
}

/** Each page module's default export is the page; its `Shell` the first screen drawn before it runs. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType; Shell: ComponentType }>("./pages/*.tsx");

interface PageParts {
  page: ComponentType;
  shell: ComponentType;
}

/**
 * Each page as a lazily loaded part and its first screen, made when this module loads: once per
 * page, so React keeps a page mounted across renders, and known before hydration, which loads the
 * parts a drawn first screen shows (lib/lazy-part.tsx).
 */
const PAGES = new Map<string, PageParts>(
  Object.entries(PAGE_MODULES).map(([file, load]) => {
    const part = file.replace(/^\.\//, "app/").replace(/\.tsx$/, "");
    return [part, { page: lazyPart(part, load, (m) => m.default), shell: lazyPart(part, load, (m) => m.Shell) }];
  }),
);

function partsOf(name: PageName): PageParts {
  const parts = PAGES.get(`app/pages/${name}`);
  if (!parts) throw new Error(`No page module for ${name}`);
  return parts;
}

function pageComponent(name: PageName): ComponentType {
  return partsOf(name).page;
}

export function shellComponent(name: PageName): ComponentType {
  return partsOf(name).shell;
}

const redirects = new Map<string, ComponentType>();
function redirectTo(path: string): ComponentType {
  let component = redirects.get(path);
  if (!component) {
    component = () => <Redirect to={path} />;
    redirects.set(path, component);
  }
  return component;
}

function componentFor(target: RouteTarget): ComponentType {
  return "page" in target ? pageComponent(target.page) : redirectTo(target.redirect);
}

export function routesFor(session: SessionKind): RouteEntry[] {
  return MEMBER_ROUTE_LIST.flatMap((route) => {
    const target = route.open[session];
    if (!target) return [];
    const key = "page" in target ? `page:${target.page}` : `redirect:${route.path}`;
    return [{ path: route.path, component: componentFor(target), key }];
  });
}
