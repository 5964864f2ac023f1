import { AdminPage } from '../../../components/admin/admin-page';
import { StarSuggestionsList } from '../../../features/admin-submissions/components/star-suggestions-list';

/** /admin/star-suggestions */
export default function StarSuggestionsPage() {
  return (
    <AdminPage
      title="Star suggestions"
      description="Stars fans asked us to bring on, from “Suggest a star” on the browse page."
    >
      <StarSuggestionsList />
    </AdminPage>
  );
}
