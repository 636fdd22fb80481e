import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_LEVEL, type Subject, TIERS, type TierName, tierOf } from '@mathsteps/domain';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BackToHome } from '../../components/layout/page';
import { Banner, Button, ButtonLink, Spinner } from '../../components/ui';
import { WorkedProblem } from '../../components/worked-grid/worked-problem';
import { paths } from '../../config/paths';
import { SUBJECT_WORDS, TIER_WORDS } from '../../lib/domain-words';
import { DifficultyDialog, tierNamed } from './difficulty-dialog';
import { SubjectPicker } from './subject-picker';
import { useFreeProblems } from './use-free-problems';

// Read aloud comes after the grid: the page's first download stays small.
const speakers = () => import('../../components/read-aloud/problem-speakers');
const ProblemSpeaker = lazy(() => speakers().then((m) => ({ default: m.ProblemSpeaker })));
const ExplanationSpeaker = lazy(() => speakers().then((m) => ({ default: m.ExplanationSpeaker })));

type Progress = Record<Subject, { level: number; index: number }>;

function startAt(tier: TierName): Progress {
  const level = TIERS.find((t) => t.name === tier)!.startLevel;
  return {
    addition: { level, index: 0 },
    subtraction: { level, index: 0 },
    multiplication: { level, index: 0 },
    division: { level, index: 0 },
  };
}

/**
 * Free practice for visitors (docs/product.md): pick a
 * difficulty, then ten problems per level and subject; after the tenth the level goes
 * up by one and new problems load (it stays when none come). The difficulty chosen is in
 * the address (`?difficulty=Easy`): the page opens on its first problem, drawn by the
 * server on a first visit (decision 0019).
 */
export function FreePractice() {
  const { t } = useLingui();
  const { status, problemsAt, loadLevel } = useFreeProblems();
  const [searchParams, setSearchParams] = useSearchParams();
  const [tier, setTier] = useState(() => tierNamed(searchParams.get('difficulty')));
  const [choosing, setChoosing] = useState(tier === undefined);
  const [subject, setSubject] = useState<Subject>('addition');
  const [progress, setProgress] = useState<Progress>(() => startAt(tier ?? 'Introductory'));
  const [levelLoad, setLevelLoad] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [notice, setNotice] = useState('');
  // Counts the starts, so that choosing a difficulty again brings a fresh, focused grid.
  const [round, setRound] = useState(0);
  const navigate = useNavigate();

  const { level, index } = progress[subject];
  const problems = problemsAt(subject, level);
  const problem = problems?.[index];

  const moveTo = (next: { level: number; index: number }) =>
    setProgress((current) => ({ ...current, [subject]: next }));

  const fetchLevel = async (wanted: number) => {
    setLevelLoad('loading');
    try {
      const loaded = await loadLevel(wanted);
      const came = (loaded[`${subject}_${wanted}`] ?? []).length > 0;
      if (came) {
        moveTo({ level: wanted, index: 0 });
        if (wanted > level) setNotice(t`Level up! You are on level ${wanted} now.`);
      } else {
        // Nothing came for the next level: stay on this one with a fresh set.
        await loadLevel(level);
        moveTo({ level, index: 0 });
      }
      setLevelLoad('idle');
    } catch {
      setLevelLoad('failed');
    }
  };

  const next = () => {
    setNotice('');
    if (problems && index + 1 < problems.length) {
      moveTo({ level, index: index + 1 });
      return;
    }
    void fetchLevel(Math.min(level + 1, MAX_LEVEL));
  };

  const start = (chosen: TierName) => {
    setTier(chosen);
    setRound((count) => count + 1);
    setProgress(startAt(chosen));
    setChoosing(false);
    setNotice('');
    setSearchParams({ difficulty: chosen }, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="flex flex-col gap-3">
      {status === 'loading' && <Spinner label={t`Getting problems ready...`} />}
      {status === 'failed' && (
        <Banner
          tone="error"
          action={
            <Button onClick={() => window.location.reload()}>
              <Trans>Refresh Page</Trans>
            </Button>
          }
        >
          <Trans>Failed to load problems. Please refresh the page.</Trans>
        </Banner>
      )}

      {status === 'ready' && tier && (
        <>
          <SubjectPicker
            subject={subject}
            onPick={(each) => {
              setSubject(each);
              setNotice('');
            }}
          />
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm text-muted">
              {t(SUBJECT_WORDS[subject])} · <Trans>Level {level}</Trans> (
              {t(TIER_WORDS[tierOf(level).name].name)})
              {problems && problems.length > 0 && levelLoad === 'idle' && (
                <>
                  {' '}
                  ·{' '}
                  <Trans>
                    Problem {index + 1} of {problems.length}
                  </Trans>
                </>
              )}
            </p>
            {problem && levelLoad === 'idle' && (
              <Suspense fallback={null}>
                <ProblemSpeaker problem={problem} level={level} />
              </Suspense>
            )}
          </div>
          {notice && <Banner tone="success">{notice}</Banner>}

          {levelLoad === 'loading' ? (
            <Spinner label={t`Loading problem...`} />
          ) : levelLoad === 'failed' ? (
            <section className="flex flex-col items-start gap-3">
              <h2 className="text-xl font-bold">
                <Trans>Error loading problem</Trans>
              </h2>
              <p className="text-muted">
                <Trans>Failed to load problems. Please try again.</Trans>
              </p>
              <Button onClick={() => void fetchLevel(Math.min(level + 1, MAX_LEVEL))}>
                <Trans>Try Again</Trans>
              </Button>
            </section>
          ) : problem ? (
            <WorkedProblem
              // A new start, subject or problem is a new grid, focused in its ones box.
              key={`${round}-${subject}-${level}-${index}`}
              problem={problem}
              level={level}
              onNext={next}
              explanationSpeaker={(text, box) => (
                <Suspense fallback={null}>
                  <ExplanationSpeaker problem={problem} text={text} box={box} />
                </Suspense>
              )}
            />
          ) : (
            <section className="flex flex-col items-start gap-3">
              <h2 className="text-xl font-bold">
                <Trans>No problem available</Trans>
              </h2>
              <Button onClick={() => void fetchLevel(level)}>
                <Trans>Generate New Problem</Trans>
              </Button>
            </section>
          )}
        </>
      )}

      <div className="mt-3 flex flex-wrap gap-2">
        {tier && (
          <Button variant="secondary" onClick={() => setChoosing(true)}>
            <Trans>Change difficulty</Trans>
          </Button>
        )}
        <ButtonLink to={paths.pricing} variant="secondary">
          <Trans>Upgrade for unlimited practice</Trans>
        </ButtonLink>
        <BackToHome />
      </div>

      <DifficultyDialog
        open={choosing && status !== 'failed'}
        initial={tier}
        onStart={start}
        // Closed without a choice before any practice: back to where the visitor came from.
        onClose={() => (tier ? setChoosing(false) : navigate(paths.landing))}
      />
    </div>
  );
}
