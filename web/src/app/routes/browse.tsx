import { BrowseView } from '../../features/browse/components/browse-view';
import { favoriteCardActions } from '../../features/favorites/components/favorite-card-actions';

/** /browse: the browse screen with favourite hearts on its cards. */
export default function BrowsePage() {
  return <BrowseView actions={favoriteCardActions} />;
}
