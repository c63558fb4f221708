// Admin tables become lists below the sm breakpoint: at 390 px each row is a
// block of stacked cells, so nothing needs a horizontal scroll. Column headers hide there; each
// cell's content (name, e-mail, badges, buttons) reads on its own.
export const STACK_TABLE = [
  "w-full text-left text-sm",
  "max-sm:block max-sm:[&_tbody]:block max-sm:[&_thead]:hidden",
  "max-sm:[&_tr]:block max-sm:[&_tr]:py-2",
  "max-sm:[&_td]:block max-sm:[&_td]:py-1 max-sm:[&_td]:pr-0 max-sm:[&_td]:text-left max-sm:[&_td]:break-words",
  "max-sm:[&_td>div]:justify-start",
].join(" ");
