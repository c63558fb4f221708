import { Button } from "@realty/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@realty/ui/card";
import { Home, Lightbulb, TrendingUp } from "lucide-react";
import { QUICK_TEMPLATES } from "../lib/templates.ts";

const ICONS = { "New Listing": Home, "Market Update": TrendingUp, "Expert Tip": Lightbulb };

/** Quick Templates prefill the content box (part 2: Social hub). */
export function QuickTemplates({ onUse }: { onUse: (content: string) => void }) {
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle>Quick Templates</CardTitle>
        <CardDescription>Start from a proven post and make it yours.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {QUICK_TEMPLATES.map((template) => {
          const Icon = ICONS[template.name];
          return (
            <Button
              key={template.name}
              type="button"
              variant="outline"
              className="h-auto justify-start py-3 text-left whitespace-normal"
              // The preview is long: the button is named by the template alone.
              aria-label={template.name}
              onClick={() => onUse(template.content)}
            >
              <Icon aria-hidden />
              <span className="flex flex-col">
                <span>{template.name}</span>
                <span className="line-clamp-2 text-xs font-normal text-muted">{template.content}</span>
              </span>
            </Button>
          );
        })}
      </CardContent>
    </Card>
  );
}
