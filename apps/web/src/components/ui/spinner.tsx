/** A busy indicator with a text that is both shown and announced. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center gap-3 text-muted">
      <span
        aria-hidden="true"
        className="inline-block size-6 motion-safe:animate-spin rounded-full border-3 border-brand-100 border-t-brand-600"
      />
      <span>{label}</span>
    </div>
  );
}
