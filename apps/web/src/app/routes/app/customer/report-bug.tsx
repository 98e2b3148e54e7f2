import { bugReportTexts } from '@timeapp/domain/bug-report-texts';
import { BugReportForm } from '../../../../features/bug-reports/components/bug-report-form';
import { useTitle } from '../../../../hooks/use-title';
import { useSession } from '../../../../lib/auth';

export default function ReportBugRoute() {
  useTitle(bugReportTexts.title);
  // A confirmed report extends the trial of the reporter's first business, whichever layout
  // they report from (docs/product-rules.md 8.8): the wording follows the account.
  const { businessId } = useSession();
  return <BugReportForm owner={businessId !== null} />;
}
