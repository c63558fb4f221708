import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast.tsx";
import { dismissToast, useToasts } from "./use-toast.ts";

/**
 * The close button of the dialog open on top, if any. A toast is a dismissable layer mounted after
 * the dialog, so Escape would reach the toast first; the member pressing Escape means the dialog.
 */
function openDialogCloseButton(): HTMLElement | null {
  const dialogs = document.querySelectorAll<HTMLElement>('[data-slot="dialog-content"][data-state="open"]');
  const top = dialogs[dialogs.length - 1];
  return top?.querySelector<HTMLElement>(':scope > [data-slot="dialog-close"]') ?? null;
}

/** Renders the toasts raised with `toast()`. Mount once near the root. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          onEscapeKeyDown={(event) => {
            const close = openDialogCloseButton();
            if (!close) return;
            event.preventDefault();
            close.click();
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
