import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  afterAnswer,
  type FactAnswer,
  factAnswer,
  judgeAnswer,
  parseFactKey,
  type ReviewOutcome,
  SESSION_MS,
  SIGNS,
  type TypingTiming,
  typingMsPerDigit,
} from '@mathsteps/domain';

/**
 * A Quick Facts session as the child goes through it (decision 0010): first "type the
 * number you see" to measure typing speed, then one fact at a time. No clock is shown; a
 * right answer is celebrated (a quick one more), a wrong or slow one is shown with its
 * answer and comes back later. Pure, so the rules are tested without a browser.
 */
export interface QuickFactsRun {
  /** The typing prompts still to type, then the facts still to answer (fact keys). */
  prompts: string[];
  queue: string[];
  /** Position in the typing prompts, then in the queue. */
  at: number;
  typing: TypingTiming[];
  answers: FactAnswer[];
  /**
   * The round's time so far with the page in view, since its first fact showed: the answers'
   * and what came between them (the answer shown, "Quick and right!" heard), so a round of
   * "about two minutes" is two minutes by the child's clock.
   */
  spentMs: number;
  /** The answer just given, shown until the child goes on. */
  feedback?: Feedback;
}

export interface Feedback {
  outcome: ReviewOutcome;
  /** "7 + 5 = 12", as print shows it. */
  written: string;
}

export function startRun(facts: readonly string[], prompts: readonly string[]): QuickFactsRun {
  return { prompts: [...prompts], queue: [...facts], at: 0, typing: [], answers: [], spentMs: 0 };
}

export type Step =
  | { kind: 'typing'; number: string; index: number; count: number }
  | { kind: 'fact'; key: string; text: string; index: number; count: number }
  | { kind: 'done' };

/** What the child is asked now. */
export function stepOf(run: QuickFactsRun): Step {
  const typed = run.typing.length;
  if (typed < run.prompts.length) {
    return { kind: 'typing', number: run.prompts[typed]!, index: typed, count: run.prompts.length };
  }
  const key = run.queue[run.at];
  if (key === undefined) return { kind: 'done' };
  return { kind: 'fact', key, text: factText(key), index: run.at, count: run.queue.length };
}

/** "7 + 5", as print shows the fact. */
export function factText(key: string): string {
  const fact = parseFactKey(key);
  return fact ? `${fact.a} ${SIGNS[fact.operation]} ${fact.b}` : key;
}

/** A typing prompt typed right, in `ms`; a wrong number is typed again. */
export function typePrompt(run: QuickFactsRun, typed: string, ms: number): QuickFactsRun {
  const step = stepOf(run);
  if (step.kind !== 'typing' || typed !== step.number) return run;
  return { ...run, typing: [...run.typing, { number: step.number, ms }] };
}

/**
 * The child's answer to the fact shown, after `ms` of the page in view; `spentMs`: the round's
 * time in view since its first fact showed (the answers' own times when not told).
 */
export function answerFact(
  run: QuickFactsRun,
  typed: string,
  ms: number,
  spentMs = 0,
): QuickFactsRun {
  const step = stepOf(run);
  const fact = step.kind === 'fact' ? parseFactKey(step.key) : undefined;
  if (step.kind !== 'fact' || !fact || run.feedback) return run;
  const { outcome } = judgeAnswer(fact, typed, ms, typingMsPerDigit(run.typing));
  const answers = [...run.answers, { fact: step.key, answer: typed, ms }];
  const spent = Math.max(
    spentMs,
    answers.reduce((sum, answer) => sum + answer.ms, 0),
  );
  return {
    ...run,
    answers,
    spentMs: spent,
    queue: afterAnswer(run.queue, run.at, outcome, Object.is, spent),
    feedback: { outcome, written: `${step.text} = ${factAnswer(fact)}` },
  };
}

/**
 * How far the round is, 0 to 1: through its facts, or through its two minutes, whichever is
 * further (a round ends at two minutes, its facts done or not).
 */
export function progressOf(run: QuickFactsRun): number {
  if (run.typing.length < run.prompts.length || run.queue.length === 0) return 0;
  return Math.min(1, Math.max(run.at / run.queue.length, run.spentMs / SESSION_MS));
}

/** On to the next fact after the feedback. */
export function goOn(run: QuickFactsRun): QuickFactsRun {
  return run.feedback ? { ...run, feedback: undefined, at: run.at + 1 } : run;
}

/** What the feedback says. No clock and no "too slow": speed is measured, not punished. */
export function feedbackText(i18n: I18n, feedback: Feedback): string {
  const { written } = feedback;
  switch (feedback.outcome) {
    case 'quick':
      return i18n._(msg`Quick and right!`);
    case 'slow':
      return i18n._(msg`Right! ${written}. It will come back to get quicker.`);
    case 'wrong':
      return i18n._(msg`${written}. It will come back soon.`);
  }
}
