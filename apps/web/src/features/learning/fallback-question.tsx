import { Trans, useLingui } from '@lingui/react/macro';
import type { ServerQuestion } from '@mathsteps/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui';

const SIGNS = { '+': '+', '-': '−', '*': '×', '/': '÷' } as const;

/** Each operator's whole-number answer; undefined where the numbers make no problem at all. */
const ANSWERS: Record<ServerQuestion['operator'], (a: number, b: number) => number | undefined> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => (b === 0 ? undefined : Math.floor(a / b)),
};

const expectedAnswer = (question: ServerQuestion) =>
  ANSWERS[question.operator](Number(question.number_0), Number(question.number_1));

/**
 * The product's fallback for a question without a worked grid (docs/product.md): one required number. Division asks for the quotient only.
 */
export function FallbackQuestion({
  question,
  onFirstAnswer,
  onNext,
  nextLabel,
}: {
  question: ServerQuestion;
  onFirstAnswer: (right: boolean) => void;
  onNext: () => void;
  nextLabel: string;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const [value, setValue] = useState('');
  const [tries, setTries] = useState(0);
  const [right, setRight] = useState<boolean>();
  const [error, setError] = useState('');
  const expected = expectedAnswer(question);
  const input = useRef<HTMLInputElement>(null);
  // Ready to type, like the first box of a grid.
  useEffect(() => input.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (right) return onNext();
    if (!/^\d+$/.test(value.trim())) {
      setError(t`Please enter a whole number`);
      return;
    }
    const isRight = expected !== undefined && Number(value) === expected;
    if (tries === 0) onFirstAnswer(isRight);
    setTries(tries + 1);
    setRight(isRight);
    setError('');
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <label htmlFor={inputId} className="text-3xl font-bold">
        {question.number_0} {SIGNS[question.operator]} {question.number_1} = ?
      </label>
      <input
        id={inputId}
        inputMode="numeric"
        required
        ref={input}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (right === false) setRight(undefined);
        }}
        aria-invalid={error || right === false ? true : undefined}
        className="min-h-11 w-40 rounded-lg border border-line bg-card px-3 py-2 text-2xl aria-invalid:border-berry-700"
      />
      <div aria-live="polite">
        {error && <p className="font-bold text-berry-700">{error}</p>}
        {right === false && (
          <p className="font-bold text-berry-700">
            <Trans>Not quite. Try again.</Trans>
          </p>
        )}
        {right && (
          <p className="font-bold text-leaf-700">
            <Trans>Correct!</Trans>
          </p>
        )}
      </div>
      <div>
        <Button type="submit">{right ? nextLabel : t`Submit Answer`}</Button>
      </div>
    </form>
  );
}
