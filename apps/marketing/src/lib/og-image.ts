// The 1200x630 sharing card, rasterized from src/assets/og-image.svg by Astro's image pipeline.
import { getImage } from "astro:assets";
import ogSource from "../assets/og-image.svg";

export async function ogImageUrl(site: URL | undefined): Promise<string> {
  const image = await getImage({ src: ogSource, format: "png", width: 1200, height: 630 });
  return new URL(image.src, site).href;
}
