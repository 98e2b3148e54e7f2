import { ProfileView } from '../../../../features/profile/components/profile-view';
import { useTitle } from '../../../../hooks/use-title';

export default function CustomerProfileRoute() {
  useTitle('Profile');
  return <ProfileView />;
}
