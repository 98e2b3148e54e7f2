import { PublicBusinessPage } from '../../../features/public-business/components/public-business-page';

/** /b/{slug}: a business's public page (docs/decisions/018-business-slugs.md). */
export default function PublicBusinessRoute() {
  return <PublicBusinessPage />;
}
