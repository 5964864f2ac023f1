import { AdminPage } from '../../../components/admin/admin-page';
import { ScriptCard } from '../../../features/admin-scripts/components/script-card';

/** /admin/run-scripts */
export default function RunScriptsPage() {
  return (
    <AdminPage
      title="Run scripts"
      description="Bring usernames and gig slugs back to the form the product makes them. Always look at the dry run first."
      size="md"
    >
      <ScriptCard
        script="usernames"
        title="Usernames"
        noun="username"
        description="Lower case, letters, digits, _ and . only, 3 to 30 characters; a name another account wants gets a number."
        warning="Links with the old username keep working when only its case changes; any other change breaks links to the old name."
      />
      <ScriptCard
        script="slugs"
        title="Gig slugs"
        noun="slug"
        description="Each gig's slug made again from its current title; a slug another gig of the star holds gets a number."
        warning="Links to a gig with its old slug stop working (the product keeps no old slugs)."
      />
    </AdminPage>
  );
}
