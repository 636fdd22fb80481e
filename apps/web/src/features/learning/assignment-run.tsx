import { Trans, useLingui } from '@lingui/react/macro';
import {
  type BoxTiming,
  boxesOf,
  boxTimings,
  type FirstTry,
  firstTryOf,
  procedureBoxes,
  type ServerQuestion,
  typedWithoutFact,
} from '@mathsteps/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { gridProblemOf, reportProgress, reportWrongAnswer } from '../../api/learning';
import { Speaker } from '../../components/read-aloud/speaker';
import { useProblemReading } from '../../components/read-aloud/use-problem-reading';
import { playTune } from '../../components/rewards/sound';
import { ProgressBar } from '../../components/ui';
import { useBoxClock } from '../../components/worked-grid/use-box-clock';
import { WorkedProblem } from '../../components/worked-grid/worked-problem';
import { newAttemptId } from '../../lib/attempt-id';
import { SUBJECT_WORDS } from '../../lib/domain-words';
import { AssignmentResult, BackToAssignments } from './assignment-result';
import { FallbackQuestion } from './fallback-question';
import { LeaveGuard } from './leave-guard';
import type { AssignmentState } from './todays-work';
import { useSessionWatch } from './use-fresh-student';

/**
 * /assignment-questions (docs/product.md): the questions one by one in their
 * grids, then the result screen, the level options and back to /assignments. A question
 * counts as an error when its first submit was not all correct (decision 0018).
 */
export function AssignmentRun({ assignment }: { assignment: AssignmentState }) {
  const { t } = useLingui();
  // One id for this sitting: a retry after a lost answer is the same completion.
  const [attempt] = useState(newAttemptId);
  const problems = useMemo(() => assignment.questions.map(gridProblemOf), [assignment]);
  const [index, setIndex] = useState(0);
  const [errors, setErrors] = useState(0);
  const [finished, setFinished] = useState(false);
  // From the first answer checked, leaving asks first: the answers would be lost.
  const [started, setStarted] = useState(false);
  // The grids' timed boxes, sent with the completion (decision 0010).
  const timings = useRef<BoxTiming[]>([]);
  // Digits typed without a fact: the child's typing, where Quick Facts never measured it.
  const typing = useRef<number[]>([]);
  // What each problem's first submission held: the server scores these (decision 0012).
  const firstTries = useRef<FirstTry[]>([]);
  const clock = useBoxClock();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each problem starts the clock.
  useEffect(() => clock.start(), [index]);
  const total = assignment.questions.length;
  // Read aloud: each new problem in words, a red box, "Show me how".
  const reading = useProblemReading(finished ? undefined : problems[index], assignment.level);
  const signedOut = useSessionWatch();
  // The class's live board hears of each first answer (the rest comes with the completion).
  const answered = (right: boolean) =>
    reportProgress({
      subject: assignment.subject,
      level: assignment.level,
      attempt,
      answered: index + 1,
      right: index + 1 - errors - (right ? 0 : 1),
      questions: total,
    });

  if (finished) {
    return (
      <AssignmentResult
        assignment={assignment}
        correct={total - errors}
        total={total}
        attempt={attempt}
        timings={timings.current}
        typing={typing.current}
        firstTries={firstTries.current}
      />
    );
  }

  const last = index + 1 >= total;
  const nextLabel = last ? t`See Results` : t`Next Problem`;
  const next = () => (last ? setFinished(true) : setIndex(index + 1));
  const problem = problems[index];
  const question = assignment.questions[index] as ServerQuestion;

  return (
    <div className="flex flex-col gap-6">
      <LeaveGuard active={started && !signedOut} />
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-3">
          <p className="text-muted">
            {t(SUBJECT_WORDS[assignment.subject])} · <Trans>Level {assignment.level}</Trans> ·{' '}
            <Trans>
              Question {index + 1} of {total}
            </Trans>
          </p>
          {reading.words && <Speaker text={reading.words} />}
        </div>
        <ProgressBar label={t`Assignment progress`} value={index} max={total} />
      </div>
      {problem ? (
        <WorkedProblem
          key={index}
          problem={problem}
          level={assignment.level}
          onDigit={clock.entered}
          onSubmitted={(grading, tries, entries) => {
            setStarted(true);
            if (tries === 1) {
              firstTries.current[index] = firstTryOf(problem, entries);
              const boxes = boxesOf(problem);
              timings.current.push(
                ...boxTimings(
                  problem,
                  boxes,
                  clock.entries(),
                  grading.complete,
                  grading.complete ? undefined : procedureBoxes(problem, entries),
                ),
              );
              typing.current.push(...typedWithoutFact(problem, boxes, clock.entries()));
              answered(grading.complete);
            }
            if (grading.complete) return;
            reading.submitted(problem, grading);
            if (tries === 1) setErrors((count) => count + 1);
            reportWrongAnswer(problem, assignment.level, index + 1, grading.wrong.length, entries);
          }}
          onNext={next}
          onSolved={() => {
            playTune('right');
            reading.solved(problem, nextLabel);
          }}
          onExplained={reading.explained}
          explanationSpeaker={(text, box) => <Speaker text={reading.explanation(text, box)} />}
          nextLabel={nextLabel}
        />
      ) : (
        <FallbackQuestion
          key={index}
          question={question}
          onFirstAnswer={(right) => {
            setStarted(true);
            // No grid: nothing the server can grade (it counts the problem as not right).
            firstTries.current[index] = {
              number_0: question.number_0,
              number_1: question.number_1,
              entries: '',
            };
            if (!right) setErrors((count) => count + 1);
            answered(right);
          }}
          onNext={next}
          nextLabel={nextLabel}
        />
      )}
      <BackToAssignments />
    </div>
  );
}
