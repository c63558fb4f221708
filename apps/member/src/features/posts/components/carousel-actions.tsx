import { Button } from "@realty/ui/button";
import { Download } from "lucide-react";
import { carouselSlideUrl, carouselZipUrl } from "../api/post-images.ts";

/**
 * A list post's Instagram carousel: every slide as a zip, and the slides themselves behind a
 * disclosure (their images load only when it opens), each downloadable on its own.
 */
export function CarouselActions({ postId, title, slides }: { postId: number; title: string; slides: number }) {
  const numbers = Array.from({ length: slides }, (_, i) => i + 1);
  return (
    <div className="flex flex-col gap-1.5" data-slot="carousel-actions">
      <p className="text-xs font-semibold text-ink">Instagram carousel ({slides} slides, 1080x1350)</p>
      <div className="flex flex-wrap gap-1.5">
        <Button asChild size="sm" variant="outline">
          <a href={carouselZipUrl(postId)} download aria-label={`Download the ${slides}-slide carousel of ${title} as a zip`}>
            <Download aria-hidden />
            All slides (zip)
          </a>
        </Button>
      </div>
      <details className="text-xs">
        <summary className="cursor-pointer font-medium text-ink">See the slides</summary>
        <ol className="mt-2 grid grid-cols-3 gap-1.5" aria-label={`Carousel slides of ${title}`}>
          {numbers.map((n) => (
            <li key={n}>
              <a href={carouselSlideUrl(postId, n, true)} download aria-label={`Download slide ${n} of ${slides}`}>
                <img
                  src={carouselSlideUrl(postId, n)}
                  alt={`Slide ${n} of ${slides} of ${title}`}
                  width={108}
                  height={135}
                  loading="lazy"
                  className="h-auto w-full rounded border border-line"
                />
              </a>
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
