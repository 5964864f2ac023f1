import { type BannerDto, routes } from '@lobby/contracts';
import { AdminAddButton, AdminPage } from '../../../components/admin/admin-page';
import { BannerEditorDialog, BannersList } from '../../../features/admin-catalog/components/banners-list';
import { CatalogNav } from '../../../features/admin-catalog/components/catalog-nav';
import { useEditorDialog } from '../../../hooks/use-editor-dialog';
import { useMayCall } from '../../../hooks/use-may-call';

/** /admin/banners */
export default function AdminBannersPage() {
  const editor = useEditorDialog<BannerDto>();
  const mayAdd = useMayCall(routes.catalogAdmin.createBanner);
  return (
    <AdminPage
      title="Banners"
      description="The pictures that run across the top of the landing page."
      nav={<CatalogNav />}
      action={mayAdd && <AdminAddButton onClick={() => editor.open(null)}>Add banner</AdminAddButton>}
    >
      <BannersList onEdit={editor.open} />
      <BannerEditorDialog dialog={editor} />
    </AdminPage>
  );
}
