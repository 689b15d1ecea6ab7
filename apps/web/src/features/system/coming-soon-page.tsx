import { NotFoundState } from '../../components/page-states';
import { appMessages } from '../../messages';

export function ComingSoonPage() {
  return <NotFoundState title={appMessages.comingSoonTitle} message={appMessages.comingSoonText} />;
}
