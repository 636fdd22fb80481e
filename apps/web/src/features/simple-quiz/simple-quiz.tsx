import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { worksheet, worksheetOfCode } from '@mathsteps/domain';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SubjectIcon } from '../../components/rewards/subject-mark';
import { Banner, Button, ButtonLink, Dialog, ProgressBar } from '../../components/ui';
import { WorkedProblem } from '../../components/worked-grid/worked-problem';
import { paths } from '../../config/paths';
import { SUBJECT_WORDS } from '../../lib/domain-words';
import { useSession } from '../../lib/session';
import { QUIZ_LENGTH, quizOutcome, quizRound, quizSettings } from './quiz-round';

const newSeed = () => Math.floor(Math.random() * 2 ** 32);
/** A worksheet link that names no worksheet (mistyped, or cut short): said, then a quiz as usual. */
export const UNKNOWN_WORKSHEET = msg`This worksheet link is not one MathSteps knows, so here are ten problems to practice instead.`;

/**
 * The simple quiz at /math-problems (docs/product.md): ten
 * problems of one operation and level, made in the browser, then the outcome dialog. A
 * problem counts as right when its first submit is correct. The URL holds the operation
 * and level, so a reload or a shared link starts the same quiz.
 */
export function SimpleQuiz() {
  const { t } = useLingui();
  const [query, setQuery] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const settings = quizSettings(query, location.state);
  const { level, problems: settingProblems } = settings;
  // A printed worksheet's QR code opens its ten problems here (docs/help-tonight.md).
  const code = query.get('worksheet');
  const sheet = useMemo(() => worksheetOfCode(code), [code]);
  const subject = sheet?.subject ?? settings.subject;

  const [seed, setSeed] = useState(newSeed);
  const problems = useMemo(
    () => (sheet ? worksheet(sheet).problems : quizRound(subject, level, seed)),
    [sheet, subject, level, seed],
  );
  const [index, setIndex] = useState(0);
  const [correct, setCorrect] = useState(0);
  const [finished, setFinished] = useState(false);

  const startRound = (nextLevel: number) => {
    // The query becomes the truth from here on, so a reload keeps the chosen level.
    setQuery({ operation: subject, level: String(nextLevel) }, { replace: true, state: null });
    setSeed(newSeed());
    setIndex(0);
    setCorrect(0);
    setFinished(false);
  };

  const next = () => {
    if (index + 1 < QUIZ_LENGTH) setIndex(index + 1);
    else setFinished(true);
  };

  const outcome = quizOutcome(correct, level);
  // A student came from their assignments (docs/product.md); a visitor came from the free problems.
  const back =
    useSession()?.role === 'student'
      ? { to: paths.assignments, label: t`Back to Assignments` }
      : { to: paths.freeProblems, label: t`Back to Free Problems` };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={back.to} variant="secondary">
          {back.label}
        </ButtonLink>
      </div>

      {settingProblems.map((reason) => (
        <Banner key={reason.id}>{t(reason)}</Banner>
      ))}
      {code !== null && !sheet && <Banner>{t(UNKNOWN_WORKSHEET)}</Banner>}

      <div className="flex flex-col gap-2">
        <p className="flex flex-wrap items-center gap-x-2 text-muted">
          <SubjectIcon subject={subject} size="sm" />
          {t(SUBJECT_WORDS[subject])} · {sheet ? t`Worksheet` : t`Level ${level}`} ·{' '}
          {t`Problem ${Math.min(index + 1, QUIZ_LENGTH)} of ${QUIZ_LENGTH} · ${correct} right`}
        </p>
        <ProgressBar
          label={t`Quiz progress`}
          value={finished ? QUIZ_LENGTH : index}
          max={QUIZ_LENGTH}
        />
      </div>

      <WorkedProblem
        key={`${seed}-${index}`}
        problem={problems[index]!}
        onSubmitted={(grading, attempt) => {
          if (attempt === 1 && grading.complete) setCorrect(correct + 1);
        }}
        onNext={next}
        nextLabel={index + 1 < QUIZ_LENGTH ? t`Next Problem` : t`See Results`}
      />

      <Dialog
        open={finished}
        onClose={() => startRound(level)}
        title={t(outcome.title)}
        actions={outcome.choices.map((choice, position) => (
          <Button
            key={choice.label.id}
            variant={position === 0 ? 'primary' : 'secondary'}
            onClick={() => (choice.to === 'back' ? navigate(back.to) : startRound(choice.to))}
          >
            {t(choice.label)}
          </Button>
        ))}
      >
        {t(outcome.message)}
      </Dialog>
    </div>
  );
}
