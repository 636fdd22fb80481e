import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './button';

/**
 * A modal on the native <dialog>: focus is trapped and restored by the browser, and
 * Escape closes it (reported through onClose so the caller's state stays the truth).
 * The server draws an open one open (the `open` attribute), so that its page shows it before
 * the app has started; the app then makes it modal. In the browser the attribute is the
 * dialog's own: React setting or removing it would leave the page inert behind a dialog
 * closed that way.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const modal = useRef(false);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !modal.current) {
      // Drawn open but not modal: showModal wants it closed first (removing the attribute
      // sends no close event, which the caller would take for the visitor's).
      dialog.removeAttribute('open');
      dialog.showModal();
      modal.current = true;
    }
    if (!open && modal.current) {
      dialog.close();
      modal.current = false;
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      open={typeof document === 'undefined' ? open : undefined}
      aria-labelledby={titleId}
      // The close event also follows our own close() above; only a close the browser made
      // (while we still hold it open) is news to the caller.
      onClose={() => {
        if (open) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card bg-card p-6 text-ink shadow-card"
    >
      {open && (
        <>
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          <div className="mt-3 text-base text-muted">{children}</div>
          {actions && <div className="mt-6 flex flex-wrap justify-end gap-3">{actions}</div>}
        </>
      )}
    </dialog>
  );
}

/**
 * A question with two answers: `dismiss` closes it (as Escape does), `confirm` acts. A
 * destructive act is `danger`; while it runs, `busy` keeps it from being pressed twice.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  dismiss,
  confirm,
  onConfirm,
  danger = false,
  busy = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  dismiss: string;
  confirm: ReactNode;
  onConfirm: () => void;
  danger?: boolean;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {dismiss}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
            {confirm}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
