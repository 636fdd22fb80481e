import type { StudentReport as Report, StudentData } from '@mathsteps/domain';
import { FileText, Printer } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Banner, Button, ButtonLink, Spinner } from '../../components/ui';
import { paths } from '../../config/paths';
import { reasonOf, rpc } from '../../lib/rpc-client';
import type { ParentProfile } from '../../lib/session';
import { useLoad } from '../../lib/use-load';
import { refreshParent } from '../parent-account/api';
import { StudentReport } from './student-report';

const readStudents = async () => (await refreshParent()).students;

type Reports = Partial<Record<string, Report | 'loading' | { failed: string }>>;

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
        <ButtonLink to={paths.pricing}>Sign up now!</ButtonLink>
      </section>
    );
  }
  return <PremiumReportCards />;
}

function PremiumReportCards() {
  const { loaded, reload } = useLoad(readStudents);
  const [reports, setReports] = useState<Reports>({});
  const [printing, setPrinting] = useState(false);

  const fetchReport = async (student: StudentData): Promise<void> => {
    setReports((current) => ({ ...current, [student.accountname]: 'loading' }));
    try {
      const { report } = await rpc('student.report', { accountname: student.accountname });
      setReports((current) => ({ ...current, [student.accountname]: report }));
    } catch (error) {
      const failed = reasonOf(error, 'The report could not be loaded. Please try again.');
      setReports((current) => ({ ...current, [student.accountname]: { failed } }));
    }
  };

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
  const students = loaded.data;
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
      <ul className="flex flex-col gap-6" aria-label="Students">
        {students.map((student) => {
          const report = reports[student.accountname];
          return (
            <li key={student.id} className="flex flex-col gap-3">
              <div className="no-print flex flex-wrap items-center justify-between gap-3 rounded-card bg-card p-4 ring-1 ring-line">
                <span className="text-lg font-bold">
                  {student.firstname} {student.lastname}
                </span>
                <Button
                  onClick={() => void fetchReport(student)}
                  disabled={report === 'loading'}
                  aria-label={`View Report of ${student.firstname}`}
                >
                  <FileText aria-hidden="true" className="size-5" /> View Report
                </Button>
              </div>
              {report === 'loading' && <Spinner label="Loading the report..." />}
              {report && typeof report === 'object' && 'failed' in report && (
                <Banner tone="error">{report.failed}</Banner>
              )}
              {report && typeof report === 'object' && 'student' in report && (
                <StudentReport report={report} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
