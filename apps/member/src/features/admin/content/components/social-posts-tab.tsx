import type { AdminSocialPost } from "@realty/contracts/admin";
import { Badge } from "@realty/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@realty/ui/dialog";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { IconButton } from "../../shared/components/icon-button.tsx";
import { ListNote, SectionCard } from "../../shared/components/section-card.tsx";
import { deleteWithToasts } from "../../shared/lib/delete-with-toasts.ts";
import { tierLabel } from "../../shared/lib/labels.ts";
import { deleteSocialPost } from "../api/delete-social-post.ts";
import { useAdminSocialPosts } from "../api/get-social-posts.ts";
import { imageSrc, preview } from "../lib/post-preview.ts";
import { SocialPostForm } from "./social-post-form.tsx";

export function SocialPostsTab() {
  const { data: posts, isLoading } = useAdminSocialPosts();
  const [editing, setEditing] = useState<AdminSocialPost | null>(null);

  const remove = (post: AdminSocialPost) =>
    deleteWithToasts({
      noun: "social post",
      confirmAs: `"${post.title}"`,
      name: post.title,
      run: () => deleteSocialPost(post.id),
    });

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <SectionCard title="Create Social Post">
        <SocialPostForm />
      </SectionCard>
      <SectionCard title={`Social Posts (${posts?.length ?? 0})`}>
        {isLoading ? <ListNote>Loading posts...</ListNote> : null}
        {posts?.length === 0 ? <ListNote>No social posts yet.</ListNote> : null}
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
          {posts?.map((post) => {
            const src = imageSrc(post.imageUrl);
            return (
              <li key={post.id} className="flex items-start gap-4 rounded-xl border border-line p-3">
                {src ? <img src={src} alt="" className="size-14 shrink-0 rounded-md object-cover" loading="lazy" /> : null}
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                    {post.title}
                    <Badge variant="secondary">{tierLabel(post.accessLevel)}</Badge>
                  </p>
                  <p className="mt-1 text-sm text-muted">{preview(post.content)}</p>
                </div>
                <IconButton label={`Edit ${post.title}`} icon={Pencil} onClick={() => setEditing(post)} />
                <IconButton label={`Delete ${post.title}`} icon={Trash2} onClick={() => remove(post)} />
              </li>
            );
          })}
        </ul>
      </SectionCard>
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        <DialogContent className="grid-cols-[minmax(0,1fr)] max-w-2xl">
          <DialogHeader>
            <DialogTitle>Edit Social Post</DialogTitle>
            <DialogDescription>Changes show in members' libraries at once.</DialogDescription>
          </DialogHeader>
          {editing ? <SocialPostForm key={editing.id} post={editing} onDone={() => setEditing(null)} /> : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
