import {
  displayName,
  practiceOfQuery,
  REPORT_CARD_QUERY,
  type StudentData,
  type TagOutput,
} from '@mathsteps/domain';
import { FileText, Printer, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { refreshParent } from '../../api/parent';
import { Banner, Button, ButtonLink, Spinner } from '../../components/ui';
import { paths } from '../../config/paths';
import { reasonOf, rpc } from '../../lib/rpc-client';
import type { ParentProfile } from '../../lib/session';
import { useLoad } from '../../lib/use-load';
import { StudentReport } from './student-report';

const readStudents = async () => (await refreshParent()).students;

type Reports = Partial<
  Record<string, TagOutput<'student.report'> | 'loading' | { failed: string }>
>;

/**
 * /report-cards (seed §2 "Report cards"): the upsell for a free parent; for a premium
 * parent the students with View Report, each report, and a printable version with one
 * page per student.
 */
export function ReportCards({ parent }: { parent: ParentProfile }) {
  if (parent.userpremium !== 'true') {
    return (
      <section className="flex flex-col items-start gap-4 rounded-card bg-card p-6 ring-1 ring-line">
        <h2 className="text-xl font-bold">Report cards come with Premium</h2>
        <p>
          See how each child is doing, subject by subject: work done, scores, grades, levels and the
          mistakes they make most.
        </p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.pricing}>Sign up now!</ButtonLink>
          <ButtonLink to={paths.sampleReport} variant="secondary">
            See a sample report
          </ButtonLink>
        </div>
      </section>
    );
  }
  return <PremiumReportCards />;
}

function PremiumReportCards() {
  const { loaded, reload } = useLoad(readStudents);
  const [reports, setReports] = useState<Reports>({});
  const [printing, setPrinting] = useState(false);
  // A link to one child's report (the weekly e-mail's): it opens at once, in view.
  const [query] = useSearchParams();
  const linked = query.get(REPORT_CARD_QUERY.student);
  const practice = practiceOfQuery(query.get(REPORT_CARD_QUERY.practice)) ?? undefined;
  const linkedItem = useRef<HTMLLIElement>(null);

  const fetchReport = async (student: StudentData): Promise<void> => {
    setReports((current) => ({ ...current, [student.accountname]: 'loading' }));
    try {
      const answer = await rpc('student.report', { accountname: student.accountname });
      setReports((current) => ({ ...current, [student.accountname]: answer }));
    } catch (error) {
      const failed = reasonOf(error, 'The report could not be loaded. Please try again.');
      setReports((current) => ({ ...current, [student.accountname]: { failed } }));
    }
  };

  const close = (student: StudentData) =>
    setReports((current) => ({ ...current, [student.accountname]: undefined }));

  const students = loaded.state === 'ready' ? loaded.data : null;
  const linkedStudent = students?.find((student) => student.accountname === linked);
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens the linked report once, when the list arrives.
  useEffect(() => {
    if (!linkedStudent) return;
    void fetchReport(linkedStudent);
    if (!practice) linkedItem.current?.scrollIntoView({ block: 'start' });
  }, [linkedStudent]);

  const printAll = async (students: StudentData[]) => {
    setPrinting(true);
    await Promise.all(
      students
        .filter((student) => typeof reports[student.accountname] !== 'object')
        .map(fetchReport),
    );
    flushSync(() => setPrinting(false));
    window.print();
  };

  if (loaded.state === 'loading') return <Spinner label="Loading students..." />;
  if (loaded.state === 'failed') {
    return (
      <Banner tone="error" action={<Button onClick={() => void reload()}>Try Again</Button>}>
        Failed to load students
      </Banner>
    );
  }
  if (!students) return null;
  if (students.length === 0) {
    return (
      <section className="flex flex-col items-start gap-4">
        <p>Add a student to see their report card here.</p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.configureStudent}>Configure Students</ButtonLink>
          <Button variant="secondary" onClick={() => void reload()}>
            Refresh List
          </Button>
        </div>
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="no-print flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void printAll(students)} disabled={printing}>
          <Printer aria-hidden="true" className="size-5" />
          {printing ? 'Preparing...' : 'Print Reports'}
        </Button>
        <ButtonLink to={paths.parentDashboard} variant="secondary">
          Back to Dashboard
        </ButtonLink>
      </div>
      {linked && !linkedStudent && (
        <Banner>The link names a student who is not on this account: choose a report below.</Banner>
      )}
      <ul className="flex flex-col gap-6" aria-label="Students">
        {students.map((student) => {
          const report = reports[student.accountname];
          const first = displayName(student.firstname);
          const open = report !== undefined && report !== 'loading';
          const isLinked = student === linkedStudent;
          return (
            <li
              key={student.id}
              ref={isLinked ? linkedItem : undefined}
              className="flex scroll-mt-4 flex-col gap-3"
            >
              <div className="no-print flex flex-wrap items-center justify-between gap-3 rounded-card bg-card p-4 ring-1 ring-line">
                <span className="text-lg font-bold">
                  {first} {displayName(student.lastname)}
                </span>
                {open ? (
                  <Button
                    variant="secondary"
                    onClick={() => close(student)}
                    aria-label={`Close the report of ${first}`}
                  >
                    <X aria-hidden="true" className="size-5" /> Close Report
                  </Button>
                ) : (
                  <Button
                    onClick={() => void fetchReport(student)}
                    disabled={report === 'loading'}
                    aria-label={`View Report of ${first}`}
                  >
                    <FileText aria-hidden="true" className="size-5" /> View Report
                  </Button>
                )}
              </div>
              {report === 'loading' && <Spinner label="Loading the report..." />}
              {report && typeof report === 'object' && 'failed' in report && (
                <Banner tone="error">{report.failed}</Banner>
              )}
              {report && typeof report === 'object' && 'report' in report && (
                <StudentReport
                  report={report.report}
                  facts={report.facts}
                  summary={report.factssummary}
                  practice={isLinked ? practice : undefined}
                />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
