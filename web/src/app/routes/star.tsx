import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../components/placeholder-page';

/** /{starname} and /stars/{username}: a star's page. */
export default function StarPage() {
  const { starname, username } = useParams();
  return (
    <PlaceholderPage title={`@${starname ?? username}`} description="This star's page is coming soon." />
  );
}
