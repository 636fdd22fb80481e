import { useLingui } from '@lingui/react/macro';
/** A finished addition grid (47 + 38 = 85) that shows a visitor what the product looks like. */
export function WorkedExample() {
  const { t } = useLingui();
  const cell = 'flex size-11 items-center justify-center rounded-lg text-2xl font-bold';
  const box = `${cell} bg-card ring-2 ring-brand-600/40`;
  return (
    <figure className="mx-auto rounded-card bg-brand-50 p-6 shadow-card">
      <div
        aria-hidden="true"
        className="mx-auto grid w-fit grid-cols-[2.75rem_2.75rem_2.75rem] gap-2"
      >
        <span />
        <span
          className={`${cell} size-8 justify-self-center bg-sun-100 text-base text-sun-700 ring-1 ring-sun-400`}
        >
          1
        </span>
        <span />
        <span />
        <span className={cell}>4</span>
        <span className={cell}>7</span>
        <span className={`${cell} text-brand-700`}>+</span>
        <span className={cell}>3</span>
        <span className={cell}>8</span>
        <span className="col-span-3 h-0 border-t-2 border-ink" />
        <span />
        <span className={box}>8</span>
        <span className={box}>5</span>
      </div>
      <figcaption className="mt-4 text-center text-sm text-muted">
        {t`47 + 38: seven plus eight is 15, write 5 and carry the 1.`}
      </figcaption>
    </figure>
  );
}
