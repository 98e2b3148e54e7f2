import { operatorTexts } from '@timeapp/domain/operator-texts';
import { OperatorConsole } from '../../../../features/operator/components/operator-console';
import { useTitle } from '../../../../hooks/use-title';

export default function OperatorRoute() {
  useTitle(operatorTexts.title);
  return <OperatorConsole />;
}
