import { Trans, useLingui } from '@lingui/react/macro';
import {
  displayName,
  practiceOfQuery,
  REPORT_CARD_QUERY,
  type StudentData,
} from '@mathsteps/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText, Printer, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { parentQuery } from '../../api/parent';
import { reportQuery } from '../../api/students';
import { Banner, Button, ButtonLink, QueryView, Spinner } from '../../components/ui';
import { CardBoundary } from '../../components/ui/card-boundary';
import { paths } from '../../config/paths';
import type { ParentProfile } from '../../lib/session';
import { StudentReport } from './student-report';

/**
 * /report-cards (docs/product.md): the upsell for a free parent; for a premium
 * parent the students with View Report, each report, and a printable version with one
 * page per student.
 */
export function ReportCards({ parent }: { parent: ParentProfile }) {
  const { t } = useLingui();
  if (parent.userpremium !== 'true') {
    return (
      <PremiumOffer title={t`Report cards come with Premium`}>
        <Trans>
          See how each child is doing, subject by subject: work done, scores, grades, levels and the
          mistakes they make most.
        </Trans>
      </PremiumOffer>
    );
  }
  return <PremiumReportCards />;
}

/** What a free parent finds instead of a premium page: what it holds, the plans, the sample. */
export function PremiumOffer({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col items-start gap-4 rounded-card bg-card p-6 ring-1 ring-line">
      <h2 className="text-xl font-bold">{title}</h2>
      <p>{children}</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.pricing}>
          <Trans>Sign up now!</Trans>
        </ButtonLink>
        <ButtonLink to={paths.sampleReport} variant="secondary">
          <Trans>See a sample report</Trans>
        </ButtonLink>
      </div>
    </section>
  );
}

function PremiumReportCards() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const students = useQuery({ ...parentQuery, select: (answer) => answer.students });
  // The children whose report is open.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [printing, setPrinting] = useState(false);
  // The child whose report alone is being printed; every child's when undefined.
  const [printOnly, setPrintOnly] = useState<string>();
  // A link to one child's report (the weekly e-mail's): it opens at once, in view.
  const [query] = useSearchParams();
  const linked = query.get(REPORT_CARD_QUERY.student);
  const practice = practiceOfQuery(query.get(REPORT_CARD_QUERY.practice)) ?? undefined;
  const linkedItem = useRef<HTMLLIElement>(null);

  const toggle = (student: StudentData, shown: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (shown) next.add(student.accountname);
      else next.delete(student.accountname);
      return next;
    });

  const linkedStudent = students.data?.find((student) => student.accountname === linked);
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens the linked report once, when the list arrives.
  useEffect(() => {
    if (!linkedStudent) return;
    toggle(linkedStudent, true);
    if (!practice) linkedItem.current?.scrollIntoView({ block: 'start' });
  }, [linkedStudent]);

  /** Every report open and read before the print dialog (a failed one shows its failure). */
  const printAll = async (list: StudentData[]) => {
    setPrinting(true);
    await Promise.all(
      list.map((student) =>
        queryClient.prefetchQuery(reportQuery(student.accountname)).catch(() => undefined),
      ),
    );
    flushSync(() => {
      setOpen(new Set(list.map((student) => student.accountname)));
      setPrintOnly(undefined);
      setPrinting(false);
    });
    window.print();
  };

  /** The one report on paper: the others are left off until the print dialog closes. */
  const printOne = (student: StudentData) => {
    flushSync(() => setPrintOnly(student.accountname));
    window.print();
  };
  useEffect(() => {
    const done = () => setPrintOnly(undefined);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, []);

  return (
    <QueryView
      query={students}
      loading={t`Loading students...`}
      failed={t`Failed to load students`}
    >
      {(list) =>
        list.length === 0 ? (
          <section className="flex flex-col items-start gap-4">
            <p>
              <Trans>Add a student to see their report card here.</Trans>
            </p>
            <div className="flex flex-wrap gap-3">
              <ButtonLink to={paths.configureStudent}>
                <Trans>Configure Students</Trans>
              </ButtonLink>
              <Button variant="secondary" onClick={() => void students.refetch()}>
                <Trans>Refresh List</Trans>
              </Button>
            </div>
          </section>
        ) : (
          <div className="flex flex-col gap-6">
            <div className="no-print flex flex-wrap gap-3">
              <Button variant="secondary" onClick={() => void printAll(list)} disabled={printing}>
                <Printer aria-hidden="true" className="size-5" />
                {printing ? t`Preparing...` : t`Print Reports`}
              </Button>
              <ButtonLink to={paths.parentDashboard} variant="secondary">
                <Trans>Back to Dashboard</Trans>
              </ButtonLink>
            </div>
            {linked && !linkedStudent && (
              <Banner>
                <Trans>
                  The link names a student who is not on this account: choose a report below.
                </Trans>
              </Banner>
            )}
            <ul className="flex flex-col gap-6" aria-label={t`Students`}>
              {list.map((student) => {
                const first = displayName(student.firstname);
                const shown = open.has(student.accountname);
                const isLinked = student === linkedStudent;
                return (
                  <li
                    key={student.id}
                    ref={isLinked ? linkedItem : undefined}
                    className={`flex scroll-mt-4 flex-col gap-3 ${printOnly && printOnly !== student.accountname ? 'print:hidden' : ''}`}
                  >
                    <div className="no-print flex flex-wrap items-center justify-between gap-3 rounded-card bg-card p-4 ring-1 ring-line">
                      <span className="text-lg font-bold">
                        {first} {displayName(student.lastname)}
                      </span>
                      {shown ? (
                        <div className="flex flex-wrap gap-2">
                          <Button
                            variant="secondary"
                            onClick={() => printOne(student)}
                            aria-label={t`Print the report of ${first}`}
                          >
                            <Printer aria-hidden="true" className="size-5" />{' '}
                            <Trans>Print Report</Trans>
                          </Button>
                          <Button
                            variant="secondary"
                            onClick={() => toggle(student, false)}
                            aria-label={t`Close the report of ${first}`}
                          >
                            <X aria-hidden="true" className="size-5" /> <Trans>Close Report</Trans>
                          </Button>
                        </div>
                      ) : (
                        <Button
                          onClick={() => toggle(student, true)}
                          aria-label={t`View Report of ${first}`}
                        >
                          <FileText aria-hidden="true" className="size-5" />{' '}
                          <Trans>View Report</Trans>
                        </Button>
                      )}
                    </div>
                    {shown && (
                      <CardBoundary failed={t`Could not load this report`}>
                        <ReportCard
                          accountname={student.accountname}
                          practice={isLinked ? practice : undefined}
                        />
                      </CardBoundary>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        )
      }
    </QueryView>
  );
}

/** One child's report, read when opened; a failure goes to the card's boundary. */
function ReportCard({
  accountname,
  practice,
}: {
  accountname: string;
  practice: Parameters<typeof StudentReport>[0]['practice'];
}) {
  const { t } = useLingui();
  const { data: report } = useQuery({ ...reportQuery(accountname), throwOnError: true });
  if (!report) return <Spinner label={t`Loading the report...`} />;
  return (
    <StudentReport
      report={report.report}
      facts={report.facts}
      summary={report.factssummary}
      practice={practice}
    />
  );
}
