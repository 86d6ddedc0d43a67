/**
 * /upload-request/{id}: with ?token= it is the public upload page (no sign-in, blank layout);
 * without, the staff view of the request, which needs a session like any staff page.
 */
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { BlankLayout } from '../../app/layouts/BlankLayout';
import { DefaultLayout } from '../../app/layouts/DefaultLayout';
import { NotFoundPage } from '../../app/errors/NotFoundPage';
import { useSession } from '../auth/session';
import { PublicUploadPage } from './PublicUploadPage';
import { StaffUploadRequest } from './StaffUploadRequest';

export default function UploadRequestPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const auth = useSession();
  const token = params.get('token');
  if (!id) return <NotFoundPage />;
  if (token) {
    return (
      <BlankLayout>
        <PublicUploadPage id={id} token={token} />
      </BlankLayout>
    );
  }
  if (!auth) return <Navigate to={`/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`} replace />;
  return (
    <DefaultLayout>
      <StaffUploadRequest id={id} />
    </DefaultLayout>
  );
}
