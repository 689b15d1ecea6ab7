import { NotFoundState } from '../../components/page-states';
import { appMessages } from '../../messages';

export function NotFoundPage() {
  return <NotFoundState title={appMessages.notFoundTitle} message={appMessages.notFoundText} />;
}
