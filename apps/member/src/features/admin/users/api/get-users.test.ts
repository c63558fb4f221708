import { ADMIN_USERS_FIRST_PAGE } from "@realty/contracts/member-routes";
import { describe, expect, it } from "vitest";
import { LIST_PATHS } from "../../shared/api/admin-keys.ts";
import { pageQuery, startList } from "../../shared/lib/list-state.ts";
import { withQuery } from "../../shared/lib/with-query.ts";
import { USERS_FIRST_VIEW, USERS_PAGE_SIZE } from "./get-users.ts";

describe("the Users tab's first page", () => {
  it("is asked for with the key the server reads for the admin dashboard's first screen", () => {
    expect(withQuery(LIST_PATHS.users, pageQuery(startList(USERS_FIRST_VIEW), USERS_PAGE_SIZE))).toBe(ADMIN_USERS_FIRST_PAGE);
  });
});
