// `asChild` for the button and the badge: their props and classes put on the one child element
// instead of a wrapper (a link styled as a button). Radix's Slot does the same and more (nested
// Slottable parts); these two need only this much, and it keeps Radix out of the first load of
// pages that open no dialog. Radix's own parts (dialog triggers) keep using Radix's Slot.
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from "react";

type Props = Record<string, unknown>;

/** A ref that sets each of the given refs: the slot's own and the child's. */
function bothRefs<T>(a: Ref<T> | undefined, b: Ref<T> | undefined): Ref<T> | undefined {
  if (!a || !b) return a ?? b;
  return (node: T | null) => {
    for (const ref of [a, b]) {
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/** The slot's props under the child's: handlers both run (child first), classes join, styles merge. */
export function mergeSlotProps(slot: Props, child: Props): Props {
  const merged: Props = { ...slot, ...child };
  for (const [name, slotValue] of Object.entries(slot)) {
    const childValue = child[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[name] = (...args: unknown[]) => {
        const result = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (name === "className" && childValue) {
      merged[name] = [slotValue, childValue].filter(Boolean).join(" ");
    } else if (name === "style" && childValue) {
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    }
  }
  merged.ref = bothRefs(slot.ref as Ref<unknown>, child.ref as Ref<unknown>);
  return merged;
}

export function Slot({ children, ...props }: Props & { children?: ReactNode }) {
  const child = Children.only(children);
  if (!isValidElement(child)) return null;
  return cloneElement(child as ReactElement<Props>, mergeSlotProps(props, child.props as Props));
}
