import { useParams, useSearchParams } from 'react-router-dom';
import { UnsubscribeStatus } from '../../features/unsubscribe/components/unsubscribe-status';

/** /unsubscribe/{email}?sig=…: the link at the bottom of a marketing email. */
export default function UnsubscribePage() {
  const { email = '' } = useParams();
  const [params] = useSearchParams();
  const signature = params.get('sig');
  return <UnsubscribeStatus key={`${email}:${signature}`} email={email} signature={signature} />;
}
