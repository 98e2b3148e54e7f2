import { OperatorConsole } from '../../../../features/operator/components/operator-console';
import { useTitle } from '../../../../hooks/use-title';

export default function OperatorRoute() {
  useTitle('Operator console');
  return <OperatorConsole />;
}
