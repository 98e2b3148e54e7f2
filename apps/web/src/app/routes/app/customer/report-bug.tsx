import { bugReportTexts } from '@timeapp/domain/bug-report-texts';
import { BugReportForm } from '../../../../features/bug-reports/components/bug-report-form';
import { useTitle } from '../../../../hooks/use-title';

export default function ReportBugRoute() {
  useTitle(bugReportTexts.title);
  return <BugReportForm />;
}
