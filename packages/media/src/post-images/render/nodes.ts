// The element tree satori draws, built without React: a node is a tag, a style and its children.
export type Style = Record<string, string | number>;

export interface CardNode {
  type: string;
  props: { style?: Style; children?: CardChild | CardChild[]; src?: string; width?: number; height?: number };
}
export type CardChild = CardNode | string;

export function box(style: Style, ...children: CardChild[]): CardNode {
  // Border-box as in the app's CSS: a width includes its padding (satori's default is content-box).
  return { type: "div", props: { style: { display: "flex", boxSizing: "border-box", ...style }, children } };
}

/** A block of text: satori wraps it within the width its parent gives. */
export function text(value: string, style: Style): CardNode {
  return { type: "div", props: { style: { display: "flex", ...style }, children: value } };
}

export function image(src: string, width: number, height: number, style: Style = {}): CardNode {
  return { type: "img", props: { src, width, height, style } };
}
