import { BugReportForm } from '../../../../features/bug-reports/components/bug-report-form';
import { useTitle } from '../../../../hooks/use-title';

export default function ReportBugRoute() {
  useTitle('Report a bug');
  return <BugReportForm />;
}
